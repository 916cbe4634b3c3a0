import type { AdminProvidersKey, AdminUsersKey, OfferCursor } from '@foodhub/db';
import { z } from 'zod';
import { HttpError } from '../plugins/errors';

// The console lists' cursors: the sort order's values of a page's last row (its key), as
// base64url JSON. Opaque to the client, read back with the same schema they were written with,
// so a cursor edited by hand or kept from another list is a 400, never a failed query.

const uuid = z.uuid();

const usersKey = z.tuple([z.string().regex(/^-?\d{1,18}$/), uuid]);
const providersKey = z.tuple([z.string().max(1000).nullable(), uuid]);

const encode = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

function decode<T>(cursor: string, schema: z.ZodType<T>): T {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    throw new HttpError(
      400,
      'cursor is not a cursor of this list; ask the first page again (without cursor)',
      { code: 'CURSOR_INVALID' },
    );
  }
  return parsed.data;
}

export const usersCursor = {
  encode: (key: AdminUsersKey | null) => (key ? encode([key.createdAtMicros, key.id]) : null),
  decode(cursor: string): AdminUsersKey {
    const [createdAtMicros, id] = decode(cursor, usersKey);
    return { createdAtMicros, id };
  },
};

export const providersCursor = {
  encode: (key: AdminProvidersKey | null) => (key ? encode([key.name, key.id]) : null),
  decode(cursor: string): AdminProvidersKey {
    const [name, id] = decode(cursor, providersKey);
    return { name, id };
  },
};

const offersKey = z.tuple([z.iso.datetime(), uuid]);

/** The offer lists' cursors: the last offer's creation time and id. */
export const offersCursor = {
  encode: (key: OfferCursor | null) => (key ? encode([key.createdAt.toISOString(), key.id]) : null),
  decode(cursor: string): OfferCursor {
    const [createdAt, id] = decode(cursor, offersKey);
    return { createdAt: new Date(createdAt), id };
  },
};
