import { ProfileView } from '@/features/profile/profile-view';

export function ProfilePage() {
  return <ProfileView />;
}
