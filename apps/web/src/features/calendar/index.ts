/** Calendar integrations and appointments (issue 11): the /calendar-integrations screen. */
export { CalendarIntegrationsView } from './calendar-integrations-view';
