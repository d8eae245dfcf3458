import {
  createContext,
  useContext,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { scrollToSection } from './scroll-to-section';
import { showToast, type ToastMessage } from './toast-store';

export type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/**
 * What the public pages need from whatever runs them. Two implementations:
 * - the pre-rendered pages' own light client (features/marketing/client/public-app.tsx, and the default below
 *   for a signed-out visitor): plain links (a page load each), the session as read by lib/session/public-session,
 *   the small toast queue of ./toast-store;
 * - the app (SPA), when it shows a public page: router links, the app's signed-in user, sonner
 *   (components/layout/spa-marketing-platform.tsx).
 * So the marketing pages import neither the router, react-query nor sonner, and stay small.
 */
export type MarketingPlatform = {
  Link: ComponentType<SiteLinkProps>;
  /** Signed in, as far as known now (false while unknown: pages are rendered for a signed-out visitor). */
  isSignedIn: boolean;
  /** Signed in, once known (an action clicked before the answer arrived waits for it). */
  resolveIsSignedIn: () => Promise<boolean>;
  navigate: (to: string) => void;
  notify: (message: ToastMessage) => void;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A plain link. A link to a section of the page already shown (`/#pricing` on /) scrolls there smoothly
 * (instantly with reduced motion) and focuses it, as the app's router links do; anything else is an ordinary
 * page load.
 */
export function DocumentLink({ to, onClick, ...props }: SiteLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!isPlainLeftClick(event)) return;
    const url = new URL(to, window.location.href);
    if (
      !url.hash ||
      url.origin !== window.location.origin ||
      url.pathname !== window.location.pathname ||
      url.search !== window.location.search
    )
      return;
    const id = decodeURIComponent(url.hash.slice(1));
    if (!document.getElementById(id)) return;
    event.preventDefault();
    if (window.location.hash !== url.hash) window.history.pushState(window.history.state, '', url.href);
    scrollToSection(id);
  }
  return <a href={to} onClick={handleClick} {...props} />;
}

export const DOCUMENT_PLATFORM: MarketingPlatform = {
  Link: DocumentLink,
  isSignedIn: false,
  resolveIsSignedIn: () => Promise.resolve(false),
  navigate: (to) => window.location.assign(to),
  notify: (message) => void showToast(message),
};

const MarketingPlatformContext = createContext<MarketingPlatform>(DOCUMENT_PLATFORM);

export const MarketingPlatformProvider = MarketingPlatformContext.Provider;

export function useMarketingPlatform(): MarketingPlatform {
  return useContext(MarketingPlatformContext);
}

/** A link between pages: a router link inside the app, a plain link on a pre-rendered page. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useMarketingPlatform();
  return <Link {...props} />;
}
