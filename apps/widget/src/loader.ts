/**
 * Entry of /widget.js — the only script a customer's page loads while it loads. It is tiny on purpose: it records
 * the embed's settings (`data-website-id`, optional `data-position`, `data-theme`, `data-offset`) and any
 * `window.LeadChat.init/open/close` calls, including those queued before it by the stub
 *   window.LeadChat = window.LeadChat || { q: [], init: function (o) { this.q.push(o); } };
 * and only once the page has loaded, painted and settled does it fetch the widget itself (/widget-app.js), which
 * then neither competes with the page's own loading for the network nor for the CPU, and cannot delay its largest
 * paint (docs/decisions/0031-widget-core-web-vitals.md). `LeadChat` is the only global it defines.
 */
import { VERSION, type LoaderStub } from './handoff.js';
import type { InitOptions } from './settings.js';

declare const __WIDGET_APP_PATH__: string;

/**
 * Time left to the host page after its load event before the widget starts. On a slow phone (4x CPU) the page's
 * largest paint can land a few frames after `load` (images decode, late styles); building the widget in those
 * frames pushed that paint back by ~300 ms (bench/widget.bench.mjs). A second covers those frames; nothing is
 * lost meanwhile: the launcher appears a moment later, the auto-popup counts from the page's start (widget.ts),
 * and `LeadChat.open()` calls are kept.
 */
const SETTLE_MS = 1000;

function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return (
    document.querySelector('script[data-website-id][src*="widget.js"]') ??
    document.querySelector('script[src*="/widget.js"]')
  );
}

/**
 * SETTLE_MS after the page's load event, then at a frame (none run in a background tab: the widget waits until the
 * visitor is looking) and in an idle moment. The frame is asked for only after the second: many pages paint their
 * largest content in the frames just after `load`, and nothing of the widget's, not even a callback, runs there.
 */
function afterPageSettles(work: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 1);
  const settle = () => setTimeout(() => requestAnimationFrame(whenIdle), SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
}

(() => {
  const global = window as unknown as { LeadChat?: Partial<LoaderStub> };
  const previous = global.LeadChat;
  if (previous?.version) return; // the script was included twice
  const script = findOwnScript();
  const base = script?.src ? new URL(script.src, location.href).origin : location.origin;
  const data = script?.dataset;
  const queue: InitOptions[] = data?.websiteId
    ? [{ websiteId: data.websiteId, position: data.position, theme: data.theme, offset: data.offset }]
    : [];
  const stub: LoaderStub = {
    version: VERSION,
    q: queue.concat(previous?.q ?? []),
    base,
    init(options) {
      stub.q.push(options);
    },
    open() {
      stub.o = true;
    },
    close() {
      stub.o = false;
    },
  };
  global.LeadChat = stub;
  afterPageSettles(() => {
    const app = document.createElement('script');
    app.src = base + __WIDGET_APP_PATH__;
    app.async = true;
    document.head.append(app);
  });
})();
