import {
  DashboardStatsSchema,
  SystemStatusSchema,
  type DashboardStats,
  type SystemStatus,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiFetch('/api/dashboard/stats', { schema: DashboardStatsSchema, signal });
}

export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiFetch('/api/dashboard/system-status', { schema: SystemStatusSchema, signal });
}
