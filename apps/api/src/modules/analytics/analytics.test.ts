import { analyticsEvents, findUserByEmail } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/tool/api/analytics/events',
    headers,
    payload: payload as object,
  });

const storedFor = async (clientId: string) =>
  (await ctx.deps.db.select().from(analyticsEvents)).filter((e) => e.clientId === clientId);

describe('POST /analytics/events', () => {
  it('stores anonymous page views and events without a user', async () => {
    const res = await send({
      events: [
        {
          type: 'page_view',
          name: 'page_view',
          path: '/tool/stepper/company-data',
          clientId: 'anon-1',
        },
        {
          type: 'event',
          name: 'find_solutions',
          clientId: 'anon-1',
          properties: { step: 2, seasonal: false },
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });

    const rows = await storedFor('anon-1');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.type === 'page_view')).toMatchObject({
      name: 'page_view',
      path: '/tool/stepper/company-data',
      userId: null,
      properties: null,
    });
    expect(rows.find((r) => r.type === 'event')).toMatchObject({
      name: 'find_solutions',
      path: null,
      properties: { step: 2, seasonal: false },
    });
  });

  it('ties events to the account of a valid token and ignores a userId in the event', async () => {
    const { email, token } = await signedInUser(ctx);
    const user = await findUserByEmail(ctx.deps.db, email);
    const res = await send(
      { events: [{ type: 'event', name: 'login', clientId: 'known-1', userId: 'someone-else' }] },
      bearer(token),
    );
    expect(res.statusCode).toBe(202);
    expect((await storedFor('known-1'))[0]?.userId).toBe(user?.id);
  });

  it('stores events with an invalid token as anonymous rather than refusing them', async () => {
    const res = await send(
      { events: [{ type: 'event', name: 'logout', clientId: 'stale-1' }] },
      bearer('expired-or-garbage'),
    );
    expect(res.statusCode).toBe(202);
    expect((await storedFor('stale-1'))[0]?.userId).toBeNull();
  });

  const event = { type: 'event', name: 'x', clientId: 'c' };
  it.each([
    ['no events', { events: [] }, 'events: Too small'],
    ['more than 50 events', { events: Array(51).fill(event) }, 'events: Too big'],
    ['an unknown type', { events: [{ ...event, type: 'click' }] }, 'events.0.type'],
    ['a blank name', { events: [{ ...event, name: '  ' }] }, 'events.0.name'],
    ['no client id', { events: [{ type: 'event', name: 'x' }] }, 'events.0.clientId'],
    [
      'more than 20 properties',
      {
        events: [
          {
            ...event,
            properties: Object.fromEntries([...Array(21).keys()].map((k) => [`p${k}`, k])),
          },
        ],
      },
      'At most 20 properties',
    ],
    [
      'a nested property',
      { events: [{ ...event, properties: { a: { b: 1 } } }] },
      'events.0.properties.a',
    ],
    ['a body without events', {}, 'events'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /config', () => {
  it('answers no measurement id by default, and the version', async () => {
    const res = await ctx.app.inject({ url: '/tool/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      gaMeasurementId: null,
      version: 'test',
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap'),
      },
      // Nothing configured: every field of the legal pages' operator identity is unset.
      operator: {
        name: null,
        address: null,
        email: null,
        phone: null,
        website: null,
        representative: null,
        register: null,
        vatId: null,
        supervisoryBoard: null,
        ownership: null,
        supervisoryAuthority: null,
        privacyEmail: null,
      },
    });
  });

  it('answers the operator identity the operator configured', async () => {
    const withOperator = await createTestApp({
      env: {
        OPERATOR_NAME: 'Example Operator GmbH',
        OPERATOR_ADDRESS: '  Beispielgasse 1, 8010 Graz  ',
        OPERATOR_REGISTER: 'FN 000000a',
        OPERATOR_SUPERVISORY_AUTHORITY: 'Magistrat Graz',
        OPERATOR_PHONE: '   ',
      },
    });
    try {
      const res = await withOperator.app.inject({ url: '/tool/api/config' });
      expect(res.json().operator).toMatchObject({
        name: 'Example Operator GmbH',
        address: 'Beispielgasse 1, 8010 Graz',
        register: 'FN 000000a',
        supervisoryAuthority: 'Magistrat Graz',
        phone: null,
        email: null,
      });
    } finally {
      await withOperator.close();
    }
  });

  it('answers the map tiles the operator configured', async () => {
    const tiles = await createTestApp({
      env: {
        MAP_TILE_URL: 'http://tiles.internal:8080/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Tiles: our own server',
      },
    });
    try {
      const res = await tiles.app.inject({ url: '/tool/api/config' });
      expect(res.json().map).toEqual({
        tileUrl: 'http://tiles.internal:8080/{z}/{x}/{y}.png',
        attribution: 'Tiles: our own server',
      });
      // The page may load images from that server: the content security policy says so.
      expect(res.headers['content-security-policy']).toContain('http://tiles.internal:8080');
    } finally {
      await tiles.close();
    }
  });

  it('answers the GA4 measurement id when the operator set one', async () => {
    const withGa = await createTestApp({ env: { GA_MEASUREMENT_ID: 'G-TEST123' } });
    try {
      const res = await withGa.app.inject({ url: '/tool/api/config' });
      expect(res.json()).toMatchObject({ gaMeasurementId: 'G-TEST123', version: 'test' });
    } finally {
      await withGa.close();
    }
  });
});
