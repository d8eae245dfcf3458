import { useQuery } from '@tanstack/react-query';
import { fetchProfile, profileQueryKey } from './profile-api';

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });
}
