/**
 * The better-auth instance: email + password with cookie sessions, argon2id hashes, email verification,
 * password reset, and the account set-up (profile, first admin) that follows a sign-up.
 */
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { renderPasswordResetEmail, renderVerifyEmail } from '../../adapters/email/templates.js';
import { account, auditLog, rateLimit, session, twoFactor, user, verification } from '../../db/schema.js';
import type { AppDeps } from '../../lib/app-env.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { attributeNewAccount } from '../referrals/referral-attribution.service.js';
import { readCookie, REFERRAL_COOKIE, REFERRAL_COOKIE_PATH } from '../referrals/referral-codes.js';
import { setUpNewAccount } from './account-setup.service.js';
import {
  claimVerificationMailSlot,
  hashVerificationIdentifier,
  revokeResetTokens,
  writeDecoyResetToken,
} from './auth-tokens.service.js';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './password-policy.js';
import { claimTotpCode, createTwoFactorPlugin, digestBackupCode, releaseTotpCode } from './two-factor.js';

/** Header our Hono mount sets to the real client IP (any client value is replaced). */
export const CLIENT_IP_HEADER = 'x-leadchat-client-ip';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** A sign-in on an unconfirmed account re-sends the confirmation at most once in this window. */
export const VERIFICATION_RESEND_WINDOW_MS = 15 * 60 * 1000;

const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, unusable with verbatimModuleSyntax) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Paths whose body carries a new password that must pass the policy. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth(deps: AppDeps) {
  const { config, db, email, logger } = deps;
  if (!config.AUTH_SECRET)
    throw new Error('AUTH_SECRET must be resolved before the auth instance is created');

  return betterAuth({
    appName: 'LeadChat',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    plugins: [createTwoFactorPlugin({ secretBox: createSecretBox(config) })],
    // Reset tokens are stored hashed (see auth-tokens.service.ts); links in emails carry the token itself.
    verification: { storeIdentifier: { hash: async (identifier) => hashVerificationIdentifier(identifier) } },
    advanced: {
      // Emails are sent after the answer, not before it: how long an answer takes must not tell whether an email
      // went out (which would reveal that an account exists, or that a password was right).
      backgroundTasks: {
        handler: (promise) =>
          void promise.catch((error: unknown) => logger.error({ err: error }, 'auth background task failed')),
      },
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isHttps,
      cookiePrefix: 'leadchat',
    },
    // Our own Postgres-backed limits (per IP and per account) run in the Hono mount: see auth.routes.ts.
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user: target, url, token }) => {
        const message = renderPasswordResetEmail({
          resetUrl: url,
          expiresInMinutes: RESET_TOKEN_TTL_SECONDS / 60,
        });
        await email
          .send({ to: target.email, userId: target.id, secrets: [token], ...message })
          .catch((error: unknown) => logger.error({ err: error, userId: target.id }, 'reset email failed'));
      },
      // One reset ends them all: links requested earlier (perhaps by someone else) stop working.
      onPasswordReset: async ({ user: target }) => {
        await revokeResetTokens({ db, userId: target.id });
      },
    },
    emailVerification: {
      sendOnSignUp: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      sendOnSignIn: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: target, url, token }, request) => {
        const isSignIn = request ? new URL(request.url).pathname.endsWith('/sign-in/email') : false;
        const send = () =>
          email
            .send({
              to: target.email,
              userId: target.id,
              secrets: [token],
              ...renderVerifyEmail({ verifyUrl: url }),
            })
            .catch((error: unknown) =>
              logger.error({ err: error, userId: target.id }, 'confirmation email failed'),
            );
        const claim = () =>
          claimVerificationMailSlot({ db, userId: target.id, windowMs: VERIFICATION_RESEND_WINDOW_MS });
        try {
          if (!isSignIn) {
            // Sign-up and an explicit re-send always send; they open the window that sign-in attempts respect.
            const sent = send();
            await claim();
            await sent;
          } else if (await claim()) {
            await send();
          }
        } catch (error) {
          logger.error({ err: error, userId: target.id }, 'confirmation email failed');
        }
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs after the user row is committed: it must not fail, or the client gets an empty 500.
          // /api/me repairs a missing profile too.
          after: async (created, context) => {
            const body = (context?.body ?? {}) as { username?: unknown };
            const username = typeof body.username === 'string' ? body.username.trim() : '';
            try {
              await setUpNewAccount({ db, userId: created.id, username: username || null });
            } catch (error) {
              logger.error({ err: error, userId: created.id }, 'account set-up after sign-up failed');
            }
            // The referral programme: the code this browser kept from /auth?ref= (first touch), else the form's.
            // Recorded now, before any email confirmation, so confirming later in another browser changes nothing.
            const headers = context?.headers ?? context?.request?.headers;
            const referralCode =
              readCookie(headers?.get('cookie'), REFERRAL_COOKIE) ??
              (typeof (context?.body as { referralCode?: unknown } | undefined)?.referralCode === 'string'
                ? (context?.body as { referralCode: string }).referralCode
                : null);
            if (referralCode) {
              await attributeNewAccount({
                db,
                newUserId: created.id,
                newUserEmail: created.email,
                code: referralCode,
                log: logger,
              }).catch((error: unknown) =>
                logger.error({ err: error, userId: created.id }, 'referral attribution failed'),
              );
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-up/email') {
          const username = typeof body.username === 'string' ? body.username.trim() : '';
          if (!username)
            throw new APIError('BAD_REQUEST', { message: 'Username is required', code: 'USERNAME_REQUIRED' });
          if (username.length > 50) {
            throw new APIError('BAD_REQUEST', {
              message: 'Username must be at most 50 characters',
              code: 'USERNAME_TOO_LONG',
            });
          }
        }
        const passwordField = NEW_PASSWORD_FIELDS[ctx.path];
        const candidate = passwordField ? body[passwordField] : undefined;
        if (typeof candidate === 'string' && isCommonPassword(candidate)) {
          throw new APIError('BAD_REQUEST', {
            message: COMMON_PASSWORD_MESSAGE,
            code: 'PASSWORD_TOO_COMMON',
          });
        }
        if (ctx.path === '/request-password-reset' && typeof body.email === 'string') {
          // An unknown email costs what a known one does (better-auth writes a token only for a known one); the
          // route also answers no sooner than RESET_REQUEST_MIN_DURATION_MS.
          const known = await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase());
          if (!known) await writeDecoyResetToken({ db });
        }
        if (ctx.path === '/change-password') {
          // A password change always ends the user's other sessions, whatever the client asked for.
          return { context: { ...ctx, body: { ...body, revokeOtherSessions: true } } };
        }
        if (ctx.path === '/two-factor/verify-backup-code' && typeof body.code === 'string') {
          // Backup codes are stored as digests (two-factor.ts): the plugin compares the submitted code's digest.
          return { context: { ...ctx, body: { ...body, code: digestBackupCode(body.code) } } };
        }
        if (ctx.path === '/two-factor/verify-totp' && typeof body.code === 'string') {
          const userId = await resolveTwoFactorUserId(ctx);
          if (userId && !(await claimTotpCode({ db, userId, code: body.code }))) {
            // The code was accepted before: a second use is refused like a wrong code.
            throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
          }
          // Remembered for the after-hook: a failed verification may have ended the challenge it came with.
          if (userId && ctx.request) pendingTotpClaims.set(ctx.request, { userId, code: body.code });
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          // The referral code has done its job: a later account from this browser is not attributed too.
          const returned: unknown = ctx.context.returned;
          const failed = isAPIError(returned) || returned instanceof Error;
          if (!failed && readCookie(ctx.headers?.get('cookie'), REFERRAL_COOKIE)) {
            ctx.setCookie(REFERRAL_COOKIE, '', { path: REFERRAL_COOKIE_PATH, maxAge: 0, httpOnly: true });
          }
          return;
        }
        if (ctx.path === '/change-password') {
          // A reset link asked for before the change (perhaps by whoever knew the old password) must not undo it.
          const returned: unknown = ctx.context.returned;
          const failed = isAPIError(returned) || returned instanceof Error;
          const userId = ctx.context.session?.user.id;
          if (!failed && userId) await revokeResetTokens({ db, userId });
          return;
        }
        if (!ctx.path.startsWith('/two-factor/')) return;
        const returned: unknown = ctx.context.returned;
        const failed = isAPIError(returned) || returned instanceof Error;
        const claim = ctx.request ? pendingTotpClaims.get(ctx.request) : undefined;
        if (ctx.path === '/two-factor/verify-totp' && failed && claim) {
          await releaseTotpCode({ db, ...claim });
        }
        if (failed) return;
        const action = TWO_FACTOR_AUDIT_ACTIONS[ctx.path];
        const userId =
          ctx.context.session?.user.id ?? (returned as { user?: { id?: string } } | null)?.user?.id;
        if (action && userId) {
          // At sign-in the verify endpoints answer without a prior session: that is the "MFA challenge verified"
          // event; with a session, verify-totp is the enrolment's first code.
          const isSignIn = !ctx.context.session && ctx.path !== '/two-factor/disable';
          await db.insert(auditLog).values({
            actorUserId: userId,
            action: isSignIn ? 'auth.mfa_challenge_verified' : action,
            targetType: 'user',
            targetId: userId,
            details: { factor: ctx.path.endsWith('backup-code') ? 'backup_code' : 'totp' },
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Audit actions of the two-factor endpoints when called with a session (settings, not a sign-in). */
const TWO_FACTOR_AUDIT_ACTIONS: Record<string, string> = {
  '/two-factor/verify-totp': 'auth.two_factor_enabled',
  '/two-factor/verify-backup-code': 'auth.mfa_challenge_verified',
  '/two-factor/disable': 'auth.two_factor_disabled',
  '/two-factor/generate-backup-codes': 'auth.backup_codes_regenerated',
};

/** TOTP codes claimed by a request's before-hook, released by its after-hook when the verification failed. */
const pendingTotpClaims = new WeakMap<Request, { userId: string; code: string }>();

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code is this? The signed-in user (enrolment), or the account of the pending sign-in named by the signed
 * two-factor cookie that the password step set.
 */
async function resolveTwoFactorUserId(ctx: HookContext): Promise<string | null> {
  const signedIn = await getSessionFromCtx(ctx).catch(() => null);
  if (signedIn) return signedIn.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending && pending.expiresAt > new Date() ? pending.value : null;
}
