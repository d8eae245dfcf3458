import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  CalendarCheck,
  Globe,
  MessageSquare,
  MessagesSquare,
  Shield,
  Sparkles,
  UserCheck,
  Users,
  X,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StatCard as StatCardFigures } from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/session/use-auth';
import { PlanNotice } from '@/features/billing';
import { OnboardingOverlay, useOnboardingState } from '@/features/onboarding';
import { useStoredState } from '@/lib/use-stored-state';
import { LiveIndicator } from '@/components/live-indicator';
import { useLiveUpdates } from '@/lib/realtime/use-live-updates';
import { useWebsites } from '@/features/websites';
import { useErrorToast } from '@/lib/use-error-toast';
import { fetchDashboardStats } from './dashboard-api';
import { InstallationStepsCard } from './installation-steps';
import { QuickStartTips } from './quick-start-tips';
import { StatCard, TrendBadge } from '@/components/stat-card';
import { SystemStatusCard } from './system-status-card';
import { queryKeys } from '@/lib/query-keys';

export const WELCOME_BANNER_DISMISSED_KEY = 'welcome-banner-dismissed';

function WelcomeBanner({
  name,
  onOpenGuide,
  onDismiss,
}: {
  name: string;
  onOpenGuide: () => void;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-labelledby="welcome-banner-title"
      className="relative overflow-hidden rounded-xl bg-gradient-to-r from-violet-700 to-indigo-700 p-6 pr-14 text-white shadow-sm"
    >
      <h2 id="welcome-banner-title" className="text-xl font-semibold">
        Welcome, {name}!
      </h2>
      <p className="mt-1 max-w-2xl text-violet-50">
        Your AI assistant can answer visitors and capture leads around the clock. Follow the setup guide to go
        live in about five minutes.
      </p>
      <Button variant="secondary" className="mt-4" onClick={onOpenGuide}>
        <Sparkles aria-hidden="true" />
        Open Setup Guide
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="absolute top-3 right-3 text-white hover:bg-white/15 hover:text-white"
        aria-label="Dismiss welcome banner"
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

function QuickAction({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button asChild variant="outline" className="h-auto justify-start py-3">
      <Link to={to}>
        {icon}
        {label}
      </Link>
    </Button>
  );
}

function formatCount(card: StatCardFigures | undefined): string | undefined {
  return card?.total.toLocaleString('en-US');
}

/** /dashboard (docs/product/screens.md) with real figures: banner, four cards with trends, quick actions, status, tips, guide. */
export function DashboardView() {
  const { user, isAdmin } = useAuth();
  const liveStatus = useLiveUpdates();
  const websites = useWebsites();
  const onboarding = useOnboardingState();
  const [isBannerDismissed, setIsBannerDismissed] = useStoredState<boolean>(
    WELCOME_BANNER_DISMISSED_KEY,
    false,
  );
  const [isGuideOpen, setIsGuideOpen] = useState(false);
  const [hasAutoOpened, setHasAutoOpened] = useState(false);
  const stats = useQuery({
    queryKey: queryKeys.dashboard.stats(),
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });
  useErrorToast(stats.isError, 'Failed to fetch dashboard data');

  // A new owner (no website yet, onboarding never dismissed) gets the setup guide once per visit.
  if (!hasAutoOpened && websites.data && !onboarding.isDismissed) {
    setHasAutoOpened(true);
    if (websites.data.length === 0) setIsGuideOpen(true);
  }

  const name = user?.username || user?.email || 'there';
  const cards = stats.data;

  return (
    <PageContainer>
      <PageHeader
        title="Dashboard"
        description={
          <span className="inline-flex flex-wrap items-center gap-3">
            Your assistant at a glance.
            <LiveIndicator status={liveStatus} />
          </span>
        }
      />
      <div className="grid gap-6">
        {/* The trial's end (or the free plan's one-website limit) is shown here as on /profile (issue 6). */}
        <PlanNotice />
        {isBannerDismissed ? null : (
          <WelcomeBanner
            name={name}
            onOpenGuide={() => setIsGuideOpen(true)}
            onDismiss={() => setIsBannerDismissed(true)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            title="Total Conversations"
            value={formatCount(cards?.totalConversations)}
            icon={<MessageSquare className="size-5 text-primary" aria-hidden="true" />}
            footer={cards ? <TrendBadge card={cards.totalConversations} /> : null}
          />
          <StatCard
            title="Website Visitors"
            value={formatCount(cards?.websiteVisitors)}
            icon={<Users className="size-5 text-blue-700" aria-hidden="true" />}
            footer={cards ? <TrendBadge card={cards.websiteVisitors} /> : null}
          />
          <StatCard
            title="Leads Captured"
            value={formatCount(cards?.leadsCaptured)}
            icon={<UserCheck className="size-5 text-green-700" aria-hidden="true" />}
            footer={cards ? <TrendBadge card={cards.leadsCaptured} /> : null}
          />
          <StatCard
            title="Appointments"
            value={formatCount(cards?.appointments)}
            icon={<CalendarCheck className="size-5 text-orange-700" aria-hidden="true" />}
            footer={cards ? <TrendBadge card={cards.appointments} /> : null}
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <Card>
              <CardHeader>
                <CardTitle>Quick Actions</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3 sm:grid-cols-2">
                <QuickAction
                  to="/websites"
                  label="Add Website"
                  icon={<Globe className="text-primary" aria-hidden="true" />}
                />
                <QuickAction
                  to="/analytics"
                  label="View Analytics"
                  icon={<BarChart3 className="text-primary" aria-hidden="true" />}
                />
                <QuickAction
                  to="/leads"
                  label="Manage Leads"
                  icon={<Users className="text-primary" aria-hidden="true" />}
                />
                <QuickAction
                  to="/conversations"
                  label="View Conversations"
                  icon={<MessagesSquare className="text-primary" aria-hidden="true" />}
                />
                {isAdmin ? (
                  <QuickAction
                    to="/admin"
                    label="Admin Panel"
                    icon={<Shield className="text-primary" aria-hidden="true" />}
                  />
                ) : null}
              </CardContent>
            </Card>
            <QuickStartTips />
          </div>
          <div className="grid content-start gap-6">
            <SystemStatusCard />
            <InstallationStepsCard />
          </div>
        </div>
      </div>
      <OnboardingOverlay open={isGuideOpen} onOpenChange={setIsGuideOpen} />
    </PageContainer>
  );
}
