import { LayoutDashboard, LogOut } from 'lucide-react';
import { apiFetch, getErrorMessage } from '@/lib/api';
import { useLightMutation } from '@/lib/use-light-mutation';
import { SiteLink, useMarketingPlatform } from '@/components/platform/marketing-platform';
import { ActionButton, ButtonLink } from '@/components/light-ui/buttons';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { APP_NAV_ITEMS } from './nav-items';

const navLinkClassName =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

function appNavLinkClassName(isActive: boolean, size: 'sm' | 'base') {
  return `${navLinkClassName} ${size === 'sm' ? 'text-sm' : 'w-full text-base'} ${
    isActive
      ? 'bg-accent text-accent-foreground'
      : 'text-muted-foreground hover:bg-secondary hover:text-foreground'
  }`;
}

/**
 * The app's signed-in header (app-header.tsx) on a pre-rendered public page, once the page knows a signed-in
 * user is looking: the same menu and buttons with plain links, the native-dialog drawer and a plain sign-out
 * request. Loaded only for signed-in visitors (a chunk of its own), so signed-out ones never download it.
 */
export function SignedInPublicHeader({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const { notify } = useMarketingPlatform();
  const signOut = useLightMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    // A full load: the page then starts as a signed-out one (this header and its data go with it). The button
    // stays busy until the page goes: the promise is left unsettled on purpose.
    onSuccess: () => {
      window.location.replace('/auth');
      return new Promise<void>(() => undefined);
    },
    onError: (error) => notify({ kind: 'error', title: 'Error', description: getErrorMessage(error) }),
  });
  const items = APP_NAV_ITEMS.filter((item) => !item.isAdminOnly || isAdmin);
  const currentPath = window.location.pathname;

  function navLinks(size: 'sm' | 'base') {
    return items.map((item) => {
      const isActive = currentPath === item.to;
      return (
        <li key={item.to}>
          <SiteLink
            to={item.to}
            aria-current={isActive ? 'page' : undefined}
            className={appNavLinkClassName(isActive, size)}
          >
            <item.icon className="size-4" aria-hidden="true" />
            {item.label}
          </SiteLink>
        </li>
      );
    });
  }

  return (
    <>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <p className="hidden max-w-[16rem] truncate text-sm text-muted-foreground md:block" title={email}>
            Welcome, <span className="font-medium text-foreground">{email}</span>
          </p>
          <ButtonLink to="/dashboard" variant="outline" size="sm" className="hidden sm:inline-flex">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </ButtonLink>
          <ActionButton
            variant="ghost"
            size="sm"
            className="hidden sm:inline-flex"
            onClick={() => signOut.mutate()}
            isLoading={signOut.isPending}
          >
            {signOut.isPending ? null : <LogOut aria-hidden="true" />}
            Sign Out
          </ActionButton>
          <MenuDrawer
            title="Menu"
            description={`Welcome, ${email}`}
            descriptionClassName="truncate text-sm text-muted-foreground"
            descriptionTitle={email}
          >
            <nav aria-label="Dashboard (drawer)">
              <ul className="grid gap-1">{navLinks('base')}</ul>
            </nav>
            <div className="mt-auto border-t pt-4">
              <ActionButton
                variant="outline"
                size="lg"
                className="w-full"
                onClick={() => signOut.mutate()}
                isLoading={signOut.isPending}
              >
                {signOut.isPending ? null : <LogOut aria-hidden="true" />}
                Sign Out
              </ActionButton>
            </div>
          </MenuDrawer>
        </div>
      </div>
      <nav aria-label="Dashboard" className="hidden border-t lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 py-1.5 sm:px-6 lg:px-8">
          {navLinks('sm')}
        </ul>
      </nav>
    </>
  );
}
