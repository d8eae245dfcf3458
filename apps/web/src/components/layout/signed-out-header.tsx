import { SiteLink } from '@/components/platform/marketing-platform';
import { ButtonLink } from '@/components/light-ui/buttons';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { MARKETING_NAV_ITEMS } from './public-nav-items';

// Without a font size: the bar's links are text-sm, the drawer's text-base (no tailwind-merge to settle a clash).
const navLinkClassName =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * docs/product/screens.md's signed-out header: landing sections, Smart Websites, Setup Guide, Sign In / Get Started. The same in
 * the app and on the pre-rendered public pages (which hydrate it without the router or a dialog library).
 */
export function SignedOutHeader() {
  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
      <Logo />
      <nav aria-label="Main" className="ml-6 hidden lg:block">
        <ul className="flex items-center gap-1">
          {MARKETING_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <SiteLink
                to={item.to}
                className={`${navLinkClassName} text-sm text-muted-foreground hover:bg-secondary hover:text-foreground`}
              >
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-2">
        <ButtonLink to="/auth" variant="ghost" className="hidden sm:inline-flex">
          Sign In
        </ButtonLink>
        <ButtonLink to="/auth?mode=signup" className="hidden sm:inline-flex">
          Get Started
        </ButtonLink>
        <MenuDrawer title="Menu" description="Site navigation">
          <nav aria-label="Main (drawer)">
            <ul className="grid gap-1">
              {MARKETING_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <SiteLink
                    to={item.to}
                    className={`${navLinkClassName} w-full text-base text-foreground hover:bg-secondary`}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto grid gap-2 border-t pt-4">
            <ButtonLink to="/auth" variant="outline" size="lg">
              Sign In
            </ButtonLink>
            <ButtonLink to="/auth?mode=signup" size="lg">
              Get Started
            </ButtonLink>
          </div>
        </MenuDrawer>
      </div>
    </div>
  );
}
