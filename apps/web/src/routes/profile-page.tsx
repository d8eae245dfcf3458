import { ProfileView } from '@/features/profile';

export function ProfilePage() {
  return <ProfileView />;
}
