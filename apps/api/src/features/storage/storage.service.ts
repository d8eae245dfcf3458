/**
 * File storage in the database (table storage_objects, ARCHITECTURE.md): small files such as avatars, stored as
 * bytea with their verified content type and a content-hash ETag.
 */
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { storageObjects } from '../../db/schema.js';

/** Buckets anyone may read by path (avatars are shown to admins and in the header). */
export const PUBLIC_BUCKETS = new Set(['avatars']);

export type StoredObject = { contentType: string; size: number; etag: string; data: Buffer; createdAt: Date };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Stores (or overwrites) an object; returns its ETag. */
export async function putObject(options: {
  db: Queryable;
  bucket: string;
  path: string;
  contentType: string;
  data: Buffer;
  ownerUserId: string | null;
}): Promise<{ etag: string }> {
  const { db, bucket, path, contentType, data, ownerUserId } = options;
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
  await db
    .insert(storageObjects)
    .values({ bucket, path, contentType, size: data.length, etag, data, ownerUserId })
    .onConflictDoUpdate({
      target: [storageObjects.bucket, storageObjects.path],
      set: { contentType, size: data.length, etag, data, ownerUserId, createdAt: new Date() },
    });
  return { etag };
}

/** Removes every object of a bucket whose path starts with the prefix; returns how many. */
export async function removeObjectsByPrefix(options: {
  db: Queryable;
  bucket: string;
  pathPrefix: string;
}): Promise<number> {
  const removed = await options.db
    .delete(storageObjects)
    .where(
      and(
        eq(storageObjects.bucket, options.bucket),
        like(storageObjects.path, `${escapeLike(options.pathPrefix)}%`),
      ),
    )
    .returning({ id: storageObjects.id });
  return removed.length;
}

/** A public object, or null when the bucket is private or nothing is stored there. */
export async function getPublicObject(options: {
  db: Queryable;
  bucket: string;
  path: string;
}): Promise<StoredObject | null> {
  if (!PUBLIC_BUCKETS.has(options.bucket)) return null;
  const [row] = await options.db
    .select({
      contentType: storageObjects.contentType,
      size: storageObjects.size,
      etag: storageObjects.etag,
      data: storageObjects.data,
      createdAt: storageObjects.createdAt,
    })
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, options.bucket), eq(storageObjects.path, options.path)))
    .limit(1);
  return row ?? null;
}
