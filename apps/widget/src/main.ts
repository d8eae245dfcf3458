/**
 * Entry of /widget-app.js, the widget itself, fetched by the loader (/widget.js, loader.ts) once the host page has
 * settled. Takes over `window.LeadChat` from the loader's stub: replays the `init` calls made so far, applies the
 * last `open()`/`close()`, and from then on answers them itself.
 */
import { fetchConfig } from './api.js';
import { VERSION, type LoaderStub } from './handoff.js';
import { resolveSettings, type InitOptions } from './settings.js';
import { mountWidget, type WidgetHandle } from './widget.js';

type LeadChatApi = {
  version: string;
  init: (options: InitOptions) => void;
  open: () => void;
  close: () => void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

(() => {
  const global = window as unknown as { LeadChat?: LoaderStub | LeadChatApi };
  const stub = global.LeadChat as LoaderStub | undefined;
  // Only the loader starts the app, once: anything else on `LeadChat` means there is nothing to take over.
  if (!stub || !Array.isArray(stub.q) || typeof stub.base !== 'string') return;
  let current: string | undefined;
  let handle: WidgetHandle | undefined;
  let wantsOpen = stub.o;

  async function init(options: InitOptions): Promise<void> {
    const websiteId = String(options?.websiteId ?? '').trim();
    if (!UUID.test(websiteId)) {
      console.warn('LeadChat: init needs a websiteId');
      return;
    }
    if (websiteId === current) return;
    current = websiteId;
    handle?.destroy();
    handle = undefined;
    const apiBase = options.apiUrl ? options.apiUrl.replace(/\/+$/, '') : stub!.base;
    const config = await fetchConfig(apiBase, websiteId);
    if (current !== websiteId) return; // superseded by a later init
    if (!config) {
      console.warn('LeadChat: this website is not available');
      return;
    }
    handle = mountWidget(resolveSettings(config, { ...options, websiteId }, apiBase));
    if (wantsOpen !== undefined) (wantsOpen ? handle.open : handle.close)();
  }

  const api: LeadChatApi = {
    version: VERSION,
    init: (options) => void init(options),
    open: () => (handle ? handle.open() : (wantsOpen = true)),
    close: () => (handle ? handle.close() : (wantsOpen = false)),
  };
  global.LeadChat = api;
  for (const queued of stub.q) void init(queued);
})();
