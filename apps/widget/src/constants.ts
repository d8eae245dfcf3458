/**
 * The widget's constants. Values shared with the server come from the contract's zod-free entry points
 * (`@leadchat/contract/widget-defaults`, `/limits`), never from `@leadchat/contract` itself, which would bundle zod.
 */
export {
  CHAT_APOLOGY as APOLOGY,
  WIDGET_DEFAULTS as DEFAULTS,
  WIDGET_DEFAULT_COLORS as DEFAULT_COLORS,
} from '@leadchat/contract/widget-defaults';
export { MAX_CHAT_MESSAGE_LENGTH as MAX_MESSAGE_LENGTH } from '@leadchat/contract/limits';

/** Shown for a 429 whose body carries no message of its own. */
export const LIMITED = 'Too many messages right now.';

/** Panel dimensions (CSS px) per configured size. */
export const PANEL_SIZES = { small: [320, 440], medium: [370, 540], large: [420, 640] } as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
