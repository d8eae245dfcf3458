import {
  AvatarUploadResponseSchema,
  ProfileSchema,
  type Profile,
  type UpdateProfileRequest,
} from '@leadchat/contract';
import { ApiRequestError, apiFetch, extractErrorMessage } from '@/lib/api';

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch('/api/profile', { schema: ProfileSchema, signal });
}

export function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  return apiFetch('/api/profile', { method: 'PATCH', body: input, schema: ProfileSchema });
}

export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const { avatarUrl } = await apiFetch('/api/profile/avatar', {
    method: 'POST',
    body: form,
    schema: AvatarUploadResponseSchema,
  });
  return avatarUrl;
}

/** better-auth's change-password; the server always ends the user's other sessions. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { ...input, revokeOtherSessions: true },
  });
}

export async function deleteAccount(password: string): Promise<void> {
  await apiFetch('/api/profile/delete-account', { method: 'POST', body: { password } });
}

/** Downloads the JSON export as a file named by the server. */
export async function downloadAccountExport(): Promise<void> {
  const response = await fetch('/api/profile/export', { credentials: 'same-origin' });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw new ApiRequestError(
      response.status,
      `HTTP_${response.status}`,
      extractErrorMessage(body) ?? 'Export failed',
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'leadchat-export.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
