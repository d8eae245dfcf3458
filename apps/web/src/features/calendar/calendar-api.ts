import {
  AppointmentListSchema,
  CalendarIntegrationListSchema,
  CalendarIntegrationSchema,
  CalendarOauthStartSchema,
  type AppointmentList,
  type CalendarIntegration,
  type CalendarIntegrationList,
  type CreateCalendarIntegration,
  type UpdateCalendarIntegration,
} from '@leadchat/contract';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type AppointmentWindow = 'upcoming' | 'past';

/** Keys from the app's one convention (lib/query-keys.ts, decision 0119). */
export const calendarQueryKeys = {
  integrations: queryKeys.websites.calendarIntegrations,
  appointmentsRoot: queryKeys.appointments.all(),
  appointments: queryKeys.appointments.list,
};

export function fetchCalendarIntegrations(
  websiteId: string,
  signal?: AbortSignal,
): Promise<CalendarIntegrationList> {
  return apiFetch(`/api/calendar-integrations?websiteId=${encodeURIComponent(websiteId)}`, {
    schema: CalendarIntegrationListSchema,
    signal,
  });
}

export function createCalendarIntegration(input: CreateCalendarIntegration): Promise<CalendarIntegration> {
  return apiFetch('/api/calendar-integrations', {
    method: 'POST',
    body: input,
    schema: CalendarIntegrationSchema,
  });
}

export function updateCalendarIntegration(
  integrationId: string,
  input: UpdateCalendarIntegration,
): Promise<CalendarIntegration> {
  return apiFetch(`/api/calendar-integrations/${encodeURIComponent(integrationId)}`, {
    method: 'PATCH',
    body: input,
    schema: CalendarIntegrationSchema,
  });
}

export async function deleteCalendarIntegration(integrationId: string): Promise<void> {
  await apiFetch(`/api/calendar-integrations/${encodeURIComponent(integrationId)}`, { method: 'DELETE' });
}

/** Starts Google or Microsoft sign-in for the integration: the browser is then sent to `authUrl`. */
export function startCalendarOauth(integrationId: string): Promise<{ authUrl: string }> {
  return apiFetch(`/api/calendar-integrations/${encodeURIComponent(integrationId)}/oauth/start`, {
    method: 'POST',
    schema: CalendarOauthStartSchema,
  });
}

export function fetchAppointments(
  websiteId: string,
  when: AppointmentWindow,
  signal?: AbortSignal,
): Promise<AppointmentList> {
  const query = new URLSearchParams({ websiteId, when });
  return apiFetch(`/api/appointments?${query.toString()}`, { schema: AppointmentListSchema, signal });
}

export function cancelAppointment(appointmentId: string): Promise<{ id: string; status: string }> {
  return apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}/cancel`, {
    method: 'POST',
    schema: z.object({ id: z.string(), status: z.string() }),
  });
}
