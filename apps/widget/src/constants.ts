/**
 * Values mirrored from @leadchat/contract (chat.ts, widget.ts). The widget imports only types from
 * the contract so zod stays out of the bundle; constants.test.ts keeps these equal to the contract.
 */
export const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again.";
/** Shown for a 429 whose body carries no message of its own. */
export const LIMITED = 'Too many messages right now.';
export const MAX_MESSAGE_LENGTH = 2000;
export const DEFAULTS = {
  greeting: "Hi! I'm here to help. What can I assist you with today?",
  botName: 'AI Assistant',
  primaryColor: '#8B5CF6',
  position: 'bottom-right',
  size: 'medium',
  autoPopupDelay: 3000,
} as const;

/** Panel dimensions (CSS px) per configured size. */
export const PANEL_SIZES = { small: [320, 440], medium: [370, 540], large: [420, 640] } as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
