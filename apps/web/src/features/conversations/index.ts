/** The conversations screen (/conversations) and the dialog that shows one conversation (also used on /leads). */
export { ConversationDialog } from './conversation-dialog';
export { ConversationsView } from './conversations-view';
