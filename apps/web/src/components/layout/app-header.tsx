import type { Me } from '@leadchat/contract';
import { useMutation } from '@tanstack/react-query';
import { LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { showErrorToast } from '@/lib/show-error-toast';
import { useAuth } from '@/lib/session/use-auth';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { APP_NAV_ITEMS } from './nav-items';
import { SignedOutHeader } from './signed-out-header';

const navLinkClassName =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

function appNavLinkClassName({ isActive }: { isActive: boolean }) {
  return cn(
    navLinkClassName,
    isActive
      ? 'bg-accent text-accent-foreground'
      : 'text-muted-foreground hover:bg-secondary hover:text-foreground',
  );
}

/**
 * The side drawer's state. It closes itself whenever the route changes (a link was followed); focus then
 * stays on the new page's <main> instead of returning to the menu button.
 */
function useDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  const isClosingForNavigation = useRef(false);
  useEffect(() => {
    setIsOpen((wasOpen) => {
      if (wasOpen) isClosingForNavigation.current = true;
      return false;
    });
  }, [location.key]);
  const handleCloseAutoFocus = useCallback((event: Event) => {
    if (isClosingForNavigation.current) {
      // The open drawer trapped focus when the route changed; hand it to the new page now.
      event.preventDefault();
      isClosingForNavigation.current = false;
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, []);
  return { isOpen, setIsOpen, handleCloseAutoFocus };
}

function MenuButton() {
  return (
    <SheetTrigger asChild>
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
        <Menu className="size-5" aria-hidden="true" />
      </Button>
    </SheetTrigger>
  );
}

function SignedInHeader({ user, isAdmin }: { user: Me; isAdmin: boolean }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const drawer = useDrawer();
  // The callbacks sit on the mutation, not on mutate(): signing out swaps this header for the signed-out one, and
  // callbacks given to mutate() are dropped once their component is gone.
  const signOutMutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => navigate('/auth', { replace: true }),
    onError: showErrorToast,
  });
  const items = APP_NAV_ITEMS.filter((item) => !item.isAdminOnly || isAdmin);

  return (
    <>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <p
            className="hidden max-w-[16rem] truncate text-sm text-muted-foreground md:block"
            title={user.email}
          >
            Welcome, <span className="font-medium text-foreground">{user.email}</span>
          </p>
          <Button asChild variant="outline" size="sm" className="hidden sm:inline-flex">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="hidden sm:inline-flex"
            onClick={() => signOutMutation.mutate()}
            isLoading={signOutMutation.isPending}
          >
            {signOutMutation.isPending ? null : <LogOut aria-hidden="true" />}
            Sign Out
          </Button>
          <Sheet open={drawer.isOpen} onOpenChange={drawer.setIsOpen}>
            <MenuButton />
            <SheetContent side="right" onCloseAutoFocus={drawer.handleCloseAutoFocus}>
              <SheetHeader>
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription className="truncate" title={user.email}>
                  Welcome, {user.email}
                </SheetDescription>
              </SheetHeader>
              <nav aria-label="Dashboard (drawer)">
                <ul className="grid gap-1">
                  {items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}

                        className={(state) => cn(appNavLinkClassName(state), 'w-full text-base')}
                      >
                        <item.icon className="size-4" aria-hidden="true" />
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-auto border-t pt-4">
                <Button
                  variant="outline"
                  size="lg"
                  className="w-full"
                  onClick={() => signOutMutation.mutate()}
                  isLoading={signOutMutation.isPending}
                >
                  {signOutMutation.isPending ? null : <LogOut aria-hidden="true" />}
                  Sign Out
                </Button>
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </div>
      <nav aria-label="Dashboard" className="hidden border-t lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 py-1.5 sm:px-6 lg:px-8">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={appNavLinkClassName}>
                <item.icon className="size-4" aria-hidden="true" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** docs/product/screens.md's header: the signed-out variant (marketing links) or the signed-in one (app menu). */
export function AppHeader() {
  const { user, isLoading, isAdmin } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      {isLoading ? (
        // Until the sign-in state is known, show only the logo rather than flash the wrong variant.
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo />
        </div>
      ) : user ? (
        <SignedInHeader user={user} isAdmin={isAdmin} />
      ) : (
        <SignedOutHeader />
      )}
    </header>
  );
}
