/**
 * The better-auth instance: email + password with cookie sessions, argon2id hashes, email verification,
 * password reset, and the account set-up (profile, first admin) that follows a sign-up.
 */
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { renderPasswordResetEmail, renderVerifyEmail } from '../../adapters/email/templates.js';
import { account, rateLimit, session, user, verification } from '../../db/schema.js';
import type { AppDeps } from '../../lib/app-env.js';
import { setUpNewAccount } from './account-setup.service.js';
import {
  claimVerificationMailSlot,
  hashVerificationIdentifier,
  revokeResetTokens,
} from './auth-tokens.service.js';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './password-policy.js';

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
      schema: { user, session, account, verification, rateLimit },
    }),
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
        if (ctx.path === '/change-password') {
          // A password change always ends the user's other sessions, whatever the client asked for.
          return { context: { ...ctx, body: { ...body, revokeOtherSessions: true } } };
        }
        return undefined;
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
