import { useEffect } from 'react';

type LeadChatGlobal = {
  version?: string;
  init?: (options: { websiteId: string }) => void;
  open?: () => void;
};

const HOST_TAG = 'leadchat-widget';

function readLeadChat(): LeadChatGlobal | undefined {
  return (window as unknown as { LeadChat?: LeadChatGlobal }).LeadChat;
}

/**
 * Starts the real chat widget for `websiteId` the way a customer's site does: the /widget.js script tag with
 * data-website-id (or `LeadChat.init` when the script is already on the page).
 */
export function loadLeadChatWidget(websiteId: string): void {
  const host = document.querySelector<HTMLElement>(HOST_TAG);
  if (host) host.hidden = false;
  const global = readLeadChat();
  if (global?.version) {
    global.init?.({ websiteId });
    return;
  }
  if (document.querySelector('script[data-leadchat-demo]')) return;
  const script = document.createElement('script');
  script.src = '/widget.js';
  script.async = true;
  script.dataset.websiteId = websiteId;
  script.dataset.leadchatDemo = 'true';
  document.body.append(script);
}

/** Opens the chat panel (the widget queues the request when it is still loading). */
export function openLeadChatWidget(websiteId: string): void {
  loadLeadChatWidget(websiteId);
  const open = () => readLeadChat()?.open?.();
  if (readLeadChat()?.version) open();
  else document.querySelector('script[data-leadchat-demo]')?.addEventListener('load', open, { once: true });
}

/** Hides the widget when the page that showed it goes away (an SPA navigation keeps the script loaded). */
export function hideLeadChatWidget(): void {
  // The widget's documented way to be hidden by its page (`:host([hidden])`); inline styles can't reach it.
  const host = document.querySelector<HTMLElement>(HOST_TAG);
  if (host) host.hidden = true;
}

/**
 * Loads the demo widget once the page is idle, so it never competes with the page's own content. The widget
 * pops itself open after its configured delay (3 s for the demo website).
 */
export function useDemoWidget(websiteId: string | null | undefined): void {
  useEffect(() => {
    if (!websiteId) return undefined;
    const load = () => loadLeadChatWidget(websiteId);
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    const handle = hasIdleCallback
      ? window.requestIdleCallback(load, { timeout: 1500 })
      : window.setTimeout(load, 200);
    return () => {
      if (hasIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      hideLeadChatWidget();
    };
  }, [websiteId]);
}
