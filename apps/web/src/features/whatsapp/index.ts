/** WhatsApp: a website's numbers (settings section), usage summary and a conversation's delivery record. */
export { WhatsAppSection } from './whatsapp-section';
export { WhatsAppUsageSummary } from './whatsapp-usage-summary';
export { WhatsAppDeliveries } from './whatsapp-deliveries';
export { WhatsAppBadge } from './whatsapp-badge';
export { SOURCE_FILTERS, readSourceFilter, withSource } from './source-filter';
