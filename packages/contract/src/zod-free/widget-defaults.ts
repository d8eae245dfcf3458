/**
 * What the chat widget shows when the owner has set nothing, and the reply shown when the assistant cannot answer
 * (the product's wording, docs/product/messages.md). The server's widget config, the dashboard and the widget itself
 * read them here.
 *
 * Zod-free (`@leadchat/contract/widget-defaults`): the widget bundles it without the schemas.
 */
export const WIDGET_DEFAULTS = {
  greeting: "Hi! I'm here to help. What can I assist you with today?",
  botName: 'AI Assistant',
  primaryColor: '#8B5CF6',
  position: 'bottom-right',
  size: 'medium',
  autoPopupDelay: 3000,
} as const;

/** `widgetColors(WIDGET_DEFAULTS.primaryColor)` (color.ts; a test holds them equal): the widget's fallback colours. */
export const WIDGET_DEFAULT_COLORS = {
  launcherText: '#ffffff',
  accent: '#8457ea',
  accentText: '#ffffff',
} as const;

export const CHAT_APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again.";
