import { useEffect } from 'react';

type LeadChatGlobal = { version?: string; init?: (options: { websiteId: string }) => void };

const HOST_TAG = 'leadchat-widget';

/**
 * Loads the real chat widget (/widget.js, the embed snippet customers use) for `websiteId` once the page is
 * idle, so it never competes with the page's own content. The widget pops itself open after its configured
 * delay (3 s for the demo website). Leaving the page hides it; coming back shows it again.
 */
export function useDemoWidget(websiteId: string | null | undefined): void {
  useEffect(() => {
    if (!websiteId) return undefined;
    const host = document.querySelector<HTMLElement>(HOST_TAG);
    if (host) host.style.removeProperty('display');
    const global = (window as unknown as { LeadChat?: LeadChatGlobal }).LeadChat;
    let idleHandle: number | undefined;
    if (global?.version) {
      global.init?.({ websiteId });
    } else if (!document.querySelector('script[data-leadchat-demo]')) {
      const load = () => {
        const script = document.createElement('script');
        script.src = '/widget.js';
        script.async = true;
        script.dataset.websiteId = websiteId;
        script.dataset.leadchatDemo = 'true';
        document.body.append(script);
      };
      idleHandle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(load, { timeout: 1500 })
          : window.setTimeout(load, 200);
    }
    return () => {
      if (idleHandle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
        else window.clearTimeout(idleHandle);
      }
      const mounted = document.querySelector<HTMLElement>(HOST_TAG);
      // Inline style: the widget's own :host rule would beat the [hidden] attribute.
      if (mounted) mounted.style.display = 'none';
    };
  }, [websiteId]);
}
