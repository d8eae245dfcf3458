// Core Web Vitals the way field data is collected: PerformanceObserver in the page (buffered, so nothing
// before the observer is missed), no user input unless a test makes some. Added with Playwright's
// page.addInitScript(VITALS_INIT) before the page's own scripts run; read with page.evaluate(READ_VITALS).
// Also notes when the widget's host element was added, so a paint can be told apart as before or after it.

/** Runs in the page. */
/* global window, document, MutationObserver, ShadowRoot -- this function is serialised and runs in the page */
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
  // Which elements moved (the page's own, or inside the widget's shadow root) and from where to where: a shift
  // is the widget's only if it happened once its host element was there or moved the widget's own nodes.
  const describe = (node) => {
    if (!node) return { node: null, inWidget: false };
    const element = node.nodeType === 1 ? node : node.parentElement;
    const root = node.getRootNode();
    const inWidget =
      node.nodeName === 'LEADCHAT-WIDGET' ||
      (root instanceof ShadowRoot && root.host.nodeName === 'LEADCHAT-WIDGET');
    const name = element
      ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
      : node.nodeName.toLowerCase();
    return { node: node.nodeType === 3 ? name + ' (text)' : name, inWidget };
  };
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round);
  observe('layout-shift', (e) =>
    vitals.shifts.push({
      time: e.startTime,
      value: e.value,
      hadRecentInput: e.hadRecentInput,
      sources: (e.sources ?? []).map((source) => ({
        ...describe(source.node),
        from: rect(source.previousRect),
        to: rect(source.currentRect),
      })),
    }),
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
  // An interaction's duration runs to the next frame's presentation; `mainThread` is only its input delay and
  // handlers (processingEnd - startTime), what the page's main thread did before it could render.
  observe(
    'event',
    (e) =>
      e.interactionId &&
      vitals.events.push({
        time: e.startTime,
        name: e.name,
        duration: e.duration,
        mainThread: e.processingEnd - e.startTime,
      }),
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
    // The widget's share: shifts once its host element was added (before that the loader has changed nothing on
    // the page) or that moved its own nodes. What came before is the page's own.
    widgetCls: v.shifts
      .filter(
        (s) =>
          !s.hadRecentInput &&
          ((v.widgetAddedAt !== null && s.time >= v.widgetAddedAt) || s.sources.some((source) => source.inWidget)),
      )
      .reduce((sum, s) => sum + s.value, 0),
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
