import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/lib/session/use-auth';
import {
  MarketingPlatformProvider,
  type MarketingPlatform,
  type SiteLinkProps,
} from '@/components/platform/marketing-platform';

function RouterSiteLink(props: SiteLinkProps) {
  return <Link {...props} />;
}

/**
 * The app's side of the public pages' platform (components/platform): router links, the signed-in user
 * (pricing buttons check out, the installation guide offers the owner's websites) and sonner toasts.
 */
export function SpaMarketingPlatform({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const isSignedIn = user !== null;
  const platform = useMemo<MarketingPlatform>(
    () => ({
      Link: RouterSiteLink,
      isSignedIn,
      resolveIsSignedIn: () => Promise.resolve(isSignedIn),
      navigate: (to) => void navigate(to),
      notify: ({ kind, title, description }) => {
        if (kind === 'success') toast.success(title, { description });
        else toast.error(title, { description });
      },
    }),
    [isSignedIn, navigate],
  );
  return <MarketingPlatformProvider value={platform}>{children}</MarketingPlatformProvider>;
}
