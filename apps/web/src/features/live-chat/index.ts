/** Live chat (issue 17): the owner's take over / reply / hand back panel and the transcript's markers. */
export { LiveChatPanel, LiveConversationMarkers } from './live-chat-panel';
