import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from './profile-api';
import { queryKeys } from '@/lib/query-keys';

export function useProfile() {
  return useQuery({ queryKey: queryKeys.profile(), queryFn: ({ signal }) => fetchProfile(signal) });
}
