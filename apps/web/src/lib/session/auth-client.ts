import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client, for features that need its helpers (e.g. changePassword on /profile).
 * The session itself is read through GET /api/me (see auth-provider.tsx), not this client's atom.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });
