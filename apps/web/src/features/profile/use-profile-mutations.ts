import type { Profile, UpdateProfileRequest } from '@leadchat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useAuth } from '@/lib/session/use-auth';
import {
  changePassword,
  deleteAccount,
  downloadAccountExport,
  updateProfile,
  uploadAvatar,
} from './profile-api';

/**
 * The profile page's writes. Each keeps the cached profile (queryKeys.profile) equal to the server's and, where the
 * header shows what changed (username, avatar), reads the signed-in user again; the toasts stay with the components.
 */

/** Saves the username; the cache holds the server's answer and the header's user is read again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => updateProfile(input),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.profile(), updated);
      await refresh();
    },
  });
}

/** Uploads the avatar (already checked for size and type by the caller); the cached profile shows it at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file),
    onSuccess: async (avatarUrl) => {
      queryClient.setQueryData<Profile>(queryKeys.profile(), (old) => (old ? { ...old, avatarUrl } : old));
      await refresh();
    },
  });
}

/** Changes the password (the server ends the other sessions); nothing cached changes. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => changePassword(input),
  });
}

/** Deletes the account; the caller signs out, which drops every cached query with the user. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => deleteAccount(password) });
}

/** Downloads the account's JSON export; nothing cached changes. */
export function useExportAccount() {
  return useMutation({ mutationFn: () => downloadAccountExport() });
}
