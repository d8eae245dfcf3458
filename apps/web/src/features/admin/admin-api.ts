import {
  AdminOutboxPageSchema,
  AdminStatsSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  SystemSettingsSchema,
  type AdminOutboxPage,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type Role,
  type SystemSettings,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch('/api/admin/stats', { schema: AdminStatsSchema, signal });
}

export function fetchAdminUsers(
  options: { search: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ page: String(options.page), pageSize: String(options.pageSize) });
  if (options.search) params.set('search', options.search);
  return apiFetch(`/api/admin/users?${params}`, { schema: AdminUsersPageSchema, signal });
}

export function updateUserRole(userId: string, role: Role): Promise<AdminUser> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    body: { role },
    schema: AdminUserSchema,
  });
}

export function fetchSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return apiFetch('/api/admin/settings', { schema: SystemSettingsSchema, signal });
}

export function fetchOutbox(page: number, signal?: AbortSignal): Promise<AdminOutboxPage> {
  return apiFetch(`/api/admin/outbox?page=${page}`, { schema: AdminOutboxPageSchema, signal });
}
