import { SiteLink } from '@/components/platform/marketing-platform';
import { Logo } from './logo';
import { FOOTER_NAV_ITEMS } from './public-nav-items';

export function AppFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          <Logo size="base" />
          <p className="text-sm text-muted-foreground">
            AI chat assistants that turn website visitors into leads.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  className="rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        {/* Pre-rendered at build time: in a new year the browser's first render differs, and that is expected. */}
        <p
          className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6 lg:px-8"
          suppressHydrationWarning
        >
          © {new Date().getFullYear()} LeadChat. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
