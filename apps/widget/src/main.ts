/**
 * Entry of /widget.js. Starts from its own script tag's data attributes
 * (`data-website-id`, optional `data-position`, `data-theme`, `data-offset`) and/or from `window.LeadChat.init(...)`,
 * including calls queued before the script loaded by the stub
 *   window.LeadChat = window.LeadChat || { q: [], init: function (o) { this.q.push(o); } };
 * `LeadChat` is the only global it defines.
 */
import { fetchConfig } from './api.js';
import { resolveSettings, type InitOptions } from './settings.js';
import { mountWidget, type WidgetHandle } from './widget.js';

type LeadChatApi = {
  version: string;
  init: (options: InitOptions) => void;
  open: () => void;
  close: () => void;
};
type LeadChatStub = { version?: string; q?: InitOptions[] };

const VERSION = '1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return (
    document.querySelector('script[data-website-id][src*="widget.js"]') ??
    document.querySelector('script[src*="/widget.js"]')
  );
}

/**
 * Time left to the host page after its load event before the widget starts. On a slow phone (4x CPU) the page's
 * largest paint can land a few frames after `load` (images decode, late styles); building the widget in those
 * frames pushed that paint back by ~300 ms (bench/widget.bench.mjs, docs/decisions/0031). A second is enough for
 * those frames, and nothing is lost: the launcher appears a moment later, the auto-popup still counts from the
 * page's start (widget.ts), and `LeadChat.open()` calls made meanwhile are kept.
 */
const SETTLE_MS = 1000;

/**
 * Runs `work` after the page's load event, its next frame and SETTLE_MS, when the main thread is idle: the widget
 * (its config request included) never competes with the host page's own loading or its first paints, network or
 * CPU.
 */
function afterPageLoad(work: () => void): void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 1);
  const afterFrame = () => requestAnimationFrame(() => setTimeout(whenIdle, SETTLE_MS));
  if (document.readyState === 'complete') afterFrame();
  else addEventListener('load', afterFrame, { once: true });
}

(() => {
  const global = window as unknown as { LeadChat?: LeadChatStub | LeadChatApi };
  const previous = global.LeadChat as LeadChatStub | undefined;
  if (previous?.version) return; // the script was included twice
  const script = findOwnScript();
  const scriptOrigin = script?.src ? new URL(script.src, location.href).origin : location.origin;
  let current: string | undefined;
  let handle: WidgetHandle | undefined;
  let wantsOpen: boolean | undefined;

  function init(options: InitOptions): void {
    const websiteId = String(options?.websiteId ?? '').trim();
    if (!UUID.test(websiteId)) {
      console.warn('LeadChat: init needs a websiteId');
      return;
    }
    if (websiteId === current) return;
    current = websiteId;
    handle?.destroy();
    handle = undefined;
    const apiBase = options.apiUrl ? options.apiUrl.replace(/\/+$/, '') : scriptOrigin;
    afterPageLoad(async () => {
      const config = await fetchConfig(apiBase, websiteId);
      if (current !== websiteId) return; // superseded by a later init
      if (!config) {
        console.warn('LeadChat: this website is not available');
        return;
      }
      handle = mountWidget(resolveSettings(config, { ...options, websiteId }, apiBase));
      if (wantsOpen !== undefined) (wantsOpen ? handle.open : handle.close)();
    });
  }

  const api: LeadChatApi = {
    version: VERSION,
    init,
    open: () => (handle ? handle.open() : (wantsOpen = true)),
    close: () => (handle ? handle.close() : (wantsOpen = false)),
  };
  global.LeadChat = api;
  const data = script?.dataset;
  if (data?.websiteId) {
    init({ websiteId: data.websiteId, position: data.position, theme: data.theme, offset: data.offset });
  }
  for (const queued of previous?.q ?? []) init(queued);
})();
