import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  AvatarUploadResponseSchema,
  DeleteAccountRequestSchema,
  ProfileSchema,
  UpdateProfileRequestSchema,
} from '@leadchat/contract';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { limitRequestBody } from '../../lib/body-limit.js';
import { requireUser } from '../../lib/session.js';
import { parseJsonBody } from '../../lib/validation.js';
import { getPaymentsProvider } from '../billing/payments-provider.js';
import { deleteAccount, exportAccount, getProfile, updateProfile, uploadAvatar } from './profile.service.js';

/** The avatar endpoint has its own limit (app.ts exempts it from the 1 MB API limit): the file plus form overhead. */
export const AVATAR_UPLOAD_PATH = '/api/profile/avatar';
const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

export function createProfileRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser);

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(ProfileSchema.parse(await getProfile({ db: c.get('deps').db, userId: c.get('user')!.id })));
  });

  routes.patch('/', async (c) => {
    const body = await parseJsonBody(c, UpdateProfileRequestSchema);
    const profile = await updateProfile({
      db: c.get('deps').db,
      userId: c.get('user')!.id,
      username: body.username,
    });
    return c.json(ProfileSchema.parse(profile));
  });

  routes.post(
    '/avatar',
    limitRequestBody({ maxSize: AVATAR_BODY_LIMIT, message: AVATAR_TOO_LARGE_MESSAGE }),
    async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the avatar as multipart/form-data (field "file")');
      }
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new AppError('BAD_REQUEST', 'The upload could not be read');
      }
      const file = form.file;
      if (!(file instanceof File)) throw new AppError('BAD_REQUEST', AVATAR_NOT_IMAGE_MESSAGE);
      if (file.size > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE_MESSAGE);
      const data = Buffer.from(await file.arrayBuffer());
      const result = await uploadAvatar({ db: c.get('deps').db, userId: c.get('user')!.id, data });
      return c.json(AvatarUploadResponseSchema.parse(result));
    },
  );

  routes.get('/export', async (c) => {
    const data = await exportAccount({ db: c.get('deps').db, userId: c.get('user')!.id });
    const date = data.exportedAt.slice(0, 10);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="leadchat-export-${date}.json"`);
    return c.json(data);
  });

  routes.post('/delete-account', async (c) => {
    const body = await parseJsonBody(c, DeleteAccountRequestSchema);
    const { config, db } = c.get('deps');
    await deleteAccount({
      db,
      payments: getPaymentsProvider(config),
      userId: c.get('user')!.id,
      password: body.password,
      log: c.get('log'),
    });
    // The sessions are gone with the account; the browser's cookie goes too.
    for (const name of ['leadchat.session_token', '__Secure-leadchat.session_token']) {
      deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
    }
    return c.body(null, 204);
  });

  return routes;
}
