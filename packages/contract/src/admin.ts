import { z } from 'zod';
import { safeText } from './text.js';
import { RoleSchema } from './profile.js';

/** GET /api/admin/stats */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  adminUsers: z.number().int(),
  regularUsers: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /api/admin/users?search=&page=&pageSize= — newest first; search matches username, email or id. */
export const AdminUsersQuerySchema = z.object({
  search: safeText({ label: 'Search' }).trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  userId: z.uuid(),
  username: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  /** Sign-in asks this user for a second factor. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** PUT /api/admin/users/:userId/role — another user's role (never one's own). */
export const UpdateUserRoleRequestSchema = z.object({ role: RoleSchema });
export type UpdateUserRoleRequest = z.infer<typeof UpdateUserRoleRequestSchema>;

export const OWN_ROLE_CHANGE_MESSAGE = 'You cannot change your own role';

/** GET /api/admin/settings — read-only, from the server's real configuration. */
export const SystemSettingsSchema = z.object({
  registrationEnabled: z.boolean(),
  emailVerificationEnabled: z.boolean(),
  aiAssistantActive: z.boolean(),
  /** 'built-in' (no LLM configured), 'openai-compatible' or 'anthropic'. */
  aiProvider: z.string(),
  /** 'smtp' or 'outbox' (emails stored and shown below). */
  emailDelivery: z.enum(['smtp', 'outbox']),
  paymentsMode: z.enum(['stripe', 'test', 'disabled']),
});
export type SystemSettings = z.infer<typeof SystemSettingsSchema>;

/** GET /api/admin/outbox?page= — emails and texts the server sent or stored (ARCHITECTURE.md). */
export const AdminOutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(10),
});
export type AdminOutboxQuery = z.input<typeof AdminOutboxQuerySchema>;

export const AdminOutboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  textBody: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminOutboxMessage = z.infer<typeof AdminOutboxMessageSchema>;

export const AdminOutboxPageSchema = z.object({
  messages: z.array(AdminOutboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOutboxPage = z.infer<typeof AdminOutboxPageSchema>;
