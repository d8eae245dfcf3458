/** A website's Notifications setting (lead alerts, test alert, visitor follow-up) and a lead's deliveries. */
export { NotificationsDialog } from './notifications-dialog';
export { DeliveryStatusBadge, describeDelivery } from './delivery-status';
export { fetchLeadDeliveries, leadDeliveriesQueryKey } from './notifications-api';
export { LeadDeliveries } from './lead-deliveries';
export { UnconfirmedEmailsCard } from './unconfirmed-emails-card';
