import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatLongDate } from '@/lib/format';
import { useSubscription } from './use-subscription';

/**
 * A one-line plan notice for the dashboard: the free trial's end while trialing, or the free plan's one-website
 * limit when there is no plan (issue 6). Renders nothing for paying customers or while loading.
 */
export function PlanNotice() {
  const { data } = useSubscription();
  if (!data) return null;
  if (data.subscribed && data.trial_end) {
    return (
      <Alert variant="info">
        <Sparkles aria-hidden="true" />
        <AlertTitle>Free trial</AlertTitle>
        <AlertDescription>
          Your free trial ends on {formatLongDate(data.trial_end)}.{' '}
          <Link to="/profile" className="font-medium underline underline-offset-4">
            Manage your plan
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  if (data.subscribed) return null;
  return (
    <Alert variant="info">
      <Sparkles aria-hidden="true" />
      <AlertTitle>Free plan</AlertTitle>
      <AlertDescription>
        Your free plan includes one website.{' '}
        <Link to="/pricing" className="font-medium underline underline-offset-4">
          Start the 14-day free trial
        </Link>{' '}
        to add more.
      </AlertDescription>
    </Alert>
  );
}
