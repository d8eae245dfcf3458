/** Public entry of the outbound feature (see outbound.service.ts for the API and its guarantees). */
export {
  enqueueOutbound,
  notifyOwner,
  outboundInsert,
  ownerEventKey,
  listConversationDeliveries,
  resendUnconfirmed,
  listUnconfirmedEmails,
  type UnconfirmedEmail,
  type EnqueueOutboundInput,
  type OutboundChannel,
  type OutboundDelivery,
  type OwnerAlertKind,
  type OwnerEventInput,
} from './outbound.service.js';
export { startOutboundWorker, type OutboundWorker } from './outbound-worker.js';
export {
  DeliveryError,
  type ChannelResult,
  type ChannelSender,
  type OutboundJob,
} from './channel-senders.js';
