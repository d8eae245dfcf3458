import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Lazy route chunks load on first use; on a busy 2-core machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

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
