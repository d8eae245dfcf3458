import { useWebsite } from '@/features/websites';
import { useAuth } from '@/lib/session/use-auth';
import { NotificationsDialog } from '@/features/notifications';

/** The Notifications dialog for a website known only by its id (the ?website=…&setup=email link). */
export function WebsiteNotificationsDialog({
  websiteId,
  onClose,
}: {
  websiteId: string;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const website = useWebsite(websiteId);
  return (
    <NotificationsDialog
      websiteId={websiteId}
      websiteName={website.data?.name}
      ownerEmail={user?.email}
      onClose={onClose}
    />
  );
}
