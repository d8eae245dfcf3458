import {
  DashboardStatsSchema,
  SystemStatusSchema,
  type DashboardStats,
  type SystemStatus,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  stats: () => ['dashboard', 'stats'] as const,
  systemStatus: () => ['dashboard', 'system-status'] as const,
};

export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch('/api/dashboard/stats', { schema: DashboardStatsSchema, signal });
}

export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiFetch('/api/dashboard/system-status', { schema: SystemStatusSchema, signal });
}
