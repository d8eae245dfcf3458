// Core Web Vitals the way field data is collected: PerformanceObserver in the page (buffered, so nothing
// before the observer is missed), no user input unless a test makes some. Added with Playwright's
// page.addInitScript(VITALS_INIT) before the page's own scripts run; read with page.evaluate(READ_VITALS).
// Also notes when the widget's host element was added, so a paint can be told apart as before or after it.

/** Runs in the page. */
/* global window, document, MutationObserver -- this function is serialised and runs in the page */
function collectVitals() {
  const vitals = { lcp: [], shifts: [], longTasks: [], frames: [], events: [], widgetAddedAt: null };
  Object.defineProperty(window, '__vitals', { value: vitals });
  const observe = (type, record, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // entry type not supported by this browser
    }
  };
  observe('largest-contentful-paint', (e) =>
    vitals.lcp.push({
      time: e.startTime,
      size: e.size,
      // null for content inside a shadow root (the widget's) or removed since
      element: e.element ? e.element.tagName.toLowerCase() + (e.element.id ? '#' + e.element.id : '') : null,
    }),
  );
  observe('layout-shift', (e) =>
    vitals.shifts.push({ time: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }),
  );
  observe('longtask', (e) => vitals.longTasks.push({ time: e.startTime, duration: e.duration }));
  // Long animation frames say whose script ran in them: the widget's (widget.js) or the page's.
  observe('long-animation-frame', (e) =>
    vitals.frames.push({
      time: e.startTime,
      duration: e.duration,
      blockingDuration: e.blockingDuration,
      scripts: e.scripts.map((script) => ({
        source: script.sourceURL,
        invoker: script.invoker,
        duration: script.duration,
      })),
    }),
  );
  observe(
    'event',
    (e) => e.interactionId && vitals.events.push({ time: e.startTime, name: e.name, duration: e.duration }),
    { durationThreshold: 16 },
  );
  // The widget adds its host element to <html>, after the load event; <html> may not exist yet here.
  const watch = () =>
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeName === 'LEADCHAT-WIDGET' && vitals.widgetAddedAt === null) {
            vitals.widgetAddedAt = performance.now();
            observer.disconnect();
          }
    }).observe(document.documentElement, { childList: true });
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch, { once: true });
}

export const VITALS_INIT = `(${collectVitals.toString()})();`;

/** Evaluated in the page: LCP (the last candidate), CLS (shifts without recent input), the raw entries. */
export const READ_VITALS = `(() => {
  const v = window.__vitals;
  const last = v.lcp[v.lcp.length - 1];
  return {
    lcpMs: last ? Math.round(last.time) : null,
    lcpElement: last ? last.element : null,
    lcpSize: last ? last.size : null,
    cls: v.shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
    widgetAddedAt: v.widgetAddedAt,
    // Candidates painted inside the widget's shadow root: after it was added, and with no element exposed.
    widgetLcpEntries:
      v.widgetAddedAt === null ? 0 : v.lcp.filter((e) => e.time >= v.widgetAddedAt && e.element === null).length,
    lcp: v.lcp,
    shifts: v.shifts,
    longTasks: v.longTasks,
    frames: v.frames,
    events: v.events,
    now: performance.now(),
  };
})()`;
