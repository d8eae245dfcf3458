import type { Context, MiddlewareHandler } from 'hono';
import { isUserAdmin } from '../features/auth/account-setup.service.js';
import type { AppEnv, SessionUser } from './app-env.js';
import { AppError } from './app-error.js';

/** The signed-in user of this request, or null. Cached on the context. */
export async function resolveSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached) return cached;
  const session = await c.get('auth').api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const isAdmin = await isUserAdmin({ db: c.get('deps').db, userId: session.user.id });
  const user: SessionUser = {
    id: session.user.id,
    email: session.user.email,
    isAdmin,
    twoFactorEnabled: session.user.twoFactorEnabled === true,
  };
  c.set('user', user);
  return user;
}

/** 401 when signed out; otherwise sets `c.get('user')`. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await resolveSessionUser(c))) throw new AppError('UNAUTHORIZED', 'Sign in required');
  await next();
};

/** Admin-only endpoints answer 404 to everyone else, signed in or not: their existence is not advertised. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await resolveSessionUser(c);
  if (!user?.isAdmin) throw new AppError('NOT_FOUND', 'Not found');
  await next();
};
