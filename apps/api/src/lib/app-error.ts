/** Every failure the API reports on purpose; each maps to one HTTP status in one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** An administrator without two-factor sign-in while the installation requires it (issue 14). */
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Checkout while neither Stripe nor the payments test mode is configured. */
  PAYMENTS_NOT_CONFIGURED: 503,
  /** Meta did not confirm a WhatsApp number for the given business account and token (issue 13). */
  WHATSAPP_NUMBER_NOT_VERIFIED: 400,
  /** Meta's Graph API gave no usable answer while a WhatsApp number was being checked. */
  WHATSAPP_META_UNAVAILABLE: 502,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { details?: unknown; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
