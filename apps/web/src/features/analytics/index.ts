/** The analytics screen (/analytics). */
export { AnalyticsView } from './analytics-view';
