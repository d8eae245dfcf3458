import { useEffect, useRef } from 'react';
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
 * After each navigation: follow `#section` links (smooth unless the user prefers reduced motion),
 * otherwise move focus to <main> so screen-reader and keyboard users start at the new page's content.
 */
export function useRouteFocusAndScroll(mainRef: React.RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (location.hash.length > 1) return scrollToSection(decodeURIComponent(location.hash.slice(1)));
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    return undefined;
    // location.key changes on every navigation, also to the same path (clicking a section link twice).
  }, [location.key, location.hash, mainRef]);
}
