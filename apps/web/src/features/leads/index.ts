/** The leads screen (/leads) and how a lead's status and score are shown wherever leads appear. */
export { capitalize, LeadScoreBadge, LeadStatusBadge, leadStatusVariant } from './lead-display';
export { LeadsView } from './leads-view';
