/** The admin screen (/admin): statistics, users and roles, system settings, the email outbox. */
export { AdminDashboard } from './admin-dashboard';
