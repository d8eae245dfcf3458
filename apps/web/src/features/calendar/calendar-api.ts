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

export type AppointmentWindow = 'upcoming' | 'past';

/** Query keys: a website's integrations hang under the website; appointments under their own root. */
export const calendarQueryKeys = {
  integrations: (websiteId: string) => ['websites', websiteId, 'calendar-integrations'] as const,
  appointmentsRoot: ['appointments'] as const,
  appointments: (websiteId: string, when: AppointmentWindow) => ['appointments', websiteId, when] as const,
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
