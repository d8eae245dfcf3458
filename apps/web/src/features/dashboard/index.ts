/** The owner's dashboard (/dashboard). */
export { DashboardView } from './dashboard-view';
