import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Lazy route chunks load on first use; on a busy 2-core machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
// Whole journeys (typing, submitting, a lazy page) on a shared machine can pass Vitest's 5 s default.
vi.setConfig({ testTimeout: 20_000 });

// jsdom lacks a few browser APIs that Radix and our layout call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('EventSource' in window)) {
  // A stream that never connects: pages with live updates render their loaded state.
  class FakeEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly url: string;
    readonly withCredentials = false;
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(url: string | URL) {
      super();
      this.url = String(url);
    }
    close() {
      this.readyState = 2;
    }
  }
  Object.defineProperty(window, 'EventSource', {
    value: FakeEventSource,
    writable: true,
    configurable: true,
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store: a new <Toaster> would show the last test's toasts.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
