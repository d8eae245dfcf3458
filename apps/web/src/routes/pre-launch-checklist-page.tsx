import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PreLaunchChecklistPage() {
  return <PlaceholderPage title="Pre-Launch Checklist" />;
}
