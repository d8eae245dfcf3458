import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls to `#id`, waiting up to 3 s for a lazily loaded page to render the element. */
function scrollToSection(id: string): () => void {
  let frame = 0;
  const deadline = performance.now() + 3000;
  const tryScroll = () => {
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
      return;
    }
    if (performance.now() < deadline) frame = requestAnimationFrame(tryScroll);
  };
  tryScroll();
  return () => cancelAnimationFrame(frame);
}

/**
 * After each navigation: follow `#section` links (smooth unless the user prefers reduced motion);
 * on a new page, move focus to <main> so keyboard and screen-reader users start at its content.
 */
export function useRouteFocusAndScroll(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const isFirstPage = useRef(true);

  // location.key changes on every navigation, so clicking the same section link twice scrolls again.
  useEffect(() => {
    if (location.hash.length > 1) return scrollToSection(decodeURIComponent(location.hash.slice(1)));
    return undefined;
  }, [location.key, location.hash]);

  // Only a new path counts as a new page: query-string changes (filters, tabs) keep focus where it is.
  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (!window.location.hash) mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname, mainRef]);
}
