import type { UserInfo } from '@foodhub/contracts';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../lib/api-client';
import { api, apiError, callsTo, server as mockApi } from '../test/api';
import { draftHooks } from './draft-hooks';
import { DRAFT_STASH_KEY, readStash, type DraftData } from './draft-storage';
import { DRAFT_RETRY_MS, DRAFT_SYNC_DELAY_MS, startDraftSync } from './draft-sync';
import { resetToolData } from './reset-stores';
import { endSession, expireSession, startSession } from './session-actions';
import { useSessionStore } from './session-store';
import { initialStepperData } from './stepper-data';
import { STEPPER_STORAGE_VERSION, useStepperStore } from './stepper-store';

/** An unsigned JWT with the given subject (the client never verifies tokens). */
function tokenFor(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 9_999_999_999 })}.signature`;
}

const account: UserInfo = {
  email: 'anna@example.at',
  accountType: 'company',
  company: 'Bäckerei Huber',
  firstName: 'Anna',
  lastName: 'Berger',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  roles: ['user'],
  emailConfirmed: true,
  language: 'en',
};

/** The server: one draft per user, as PUT /me/draft saved it. */
const server = {
  drafts: new Map<string, { data: DraftData; updated_at: string }>(),
  /** The next PUT answers this status instead of saving. */
  failNextPut: null as number | null,
};
const userOfCall = (request: Request) => {
  const auth = request.headers.get('Authorization') ?? '';
  const payload = auth.split('.')[1];
  return payload ? (JSON.parse(atob(payload)) as { sub: string }).sub : null;
};

/** An answer for the user of the call's token; a call without one is refused. */
const asUser =
  (
    answer: (user: string, request: Request) => Response | Promise<Response>,
  ): HttpResponseResolver =>
  ({ request }) => {
    const user = userOfCall(request);
    return user ? answer(user, request) : apiError(401, 'Not authenticated. Please log in.');
  };

let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  localStorage.clear();
  server.drafts.clear();
  server.failNextPut = null;
  endSession();
  useStepperStore.getState().resetStepper();
  mockApi.use(
    http.get(
      api('/me/draft'),
      asUser((user) => {
        const draft = server.drafts.get(user);
        return draft ? HttpResponse.json(draft) : apiError(404, 'No draft is saved.');
      }),
    ),
    http.put(
      api('/me/draft'),
      asUser(async (user, request) => {
        if (server.failNextPut !== null) {
          const status = server.failNextPut;
          server.failNextPut = null;
          return apiError(status, 'failed');
        }
        const { data } = (await request.json()) as { data: DraftData };
        const updated_at = new Date().toISOString();
        server.drafts.set(user, { data, updated_at });
        return HttpResponse.json({ updated_at });
      }),
    ),
    http.delete(
      api('/me/draft'),
      asUser((user) => {
        server.drafts.delete(user);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(
      api('/user/info'),
      asUser(() => HttpResponse.json(account)),
    ),
    http.get(
      api('/me/surpluses'),
      asUser(() => HttpResponse.json({ surpluses: [] })),
    ),
  );
  stop = startDraftSync();
});

afterEach(() => {
  stop();
  setUnauthorizedHandler(() => {});
  vi.useRealTimers();
});

const puts = () => callsTo('/me/draft', 'put');
const stepper = () => useStepperStore.getState();
const savedSurplusName = (user: string) =>
  (server.drafts.get(user)?.data.parts.stepper?.state as { wasteInfo: { surplusName: string } })
    ?.wasteInfo.surplusName;

/** Logs in and waits for the restore, as the login form does. */
async function login(user: string) {
  startSession(tokenFor(user));
  await draftHooks.draftRestored();
}

/** A server draft of the stepper with this surplus name, saved at `at`. */
function serverDraft(user: string, surplusName: string, at: string) {
  const state = initialStepperData();
  state.wasteInfo.surplusName = surplusName;
  server.drafts.set(user, {
    data: { format: 1, parts: { stepper: { version: STEPPER_STORAGE_VERSION, state } } },
    updated_at: at,
  });
}

describe('the draft sync', () => {
  it('saves the entries 1.5 s after the last change, once for a burst of typing', async () => {
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'B' });
    await vi.advanceTimersByTimeAsync(1000);
    stepper().setWasteInfo({ surplusName: 'Brot' });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS - 1);
    expect(puts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts()).toHaveLength(1);
    expect(server.drafts.get('user-1')?.data).toEqual({
      format: 1,
      parts: {
        stepper: {
          version: STEPPER_STORAGE_VERSION,
          state: {
            companyProfile: stepper().companyProfile,
            wasteInfo: stepper().wasteInfo,
            selectedSolutionId: null,
            entryUi: { perDay: false, invalidTexts: {} },
          },
        },
      },
    });
    // Nothing changed since: nothing is sent again.
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_MS);
    expect(puts()).toHaveLength(1);
  });

  it('saves what is left before a logout, then the logout resets the stores as the spec says', async () => {
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Äpfel' });
    await draftHooks.flushDraft();
    expect(savedSurplusName('user-1')).toBe('Äpfel');
    endSession();
    expect(stepper().wasteInfo.surplusName).toBe('');
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS * 2);
    // The emptied stores were not saved over the draft.
    expect(puts()).toHaveLength(1);
    expect(savedSurplusName('user-1')).toBe('Äpfel');
  });

  it('lets a logout go on after a few seconds behind a save the server keeps waiting', async () => {
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    // The server takes a minute over every save from now on.
    mockApi.use(
      http.put(api('/me/draft'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 60_000));
        return HttpResponse.json({ updated_at: new Date().toISOString() });
      }),
    );
    stepper().setWasteInfo({ surplusName: 'Äpfel' });
    // The regular save starts and hangs.
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS);
    expect(puts()).toHaveLength(1);
    stepper().setWasteInfo({ surplusName: 'Äpfel vom Vortag' });
    let done = false;
    void draftHooks.flushDraft().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
  });

  it('restores the server’s draft after a login, without saving it back', async () => {
    serverDraft('user-1', 'Brot vom Vortag', '2026-02-28T08:00:00Z');
    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Brot vom Vortag');
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS * 2);
    expect(puts()).toHaveLength(0);
  });

  it('saves the condition answers with the entries and restores them after a login', async () => {
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Hackfleisch' });
    stepper().setConditionAnswer('keptCold', 'not_sure');
    await draftHooks.flushDraft();
    endSession();
    expect(stepper().wasteInfo.conditionAnswers).toEqual({});
    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Hackfleisch');
    expect(stepper().wasteInfo.conditionAnswers).toEqual({ keptCold: 'not_sure' });
  });

  it('restores a draft saved before the condition questions with none answered', async () => {
    const { conditionAnswers: _none, ...older } = initialStepperData().wasteInfo;
    server.drafts.set('user-1', {
      data: {
        format: 1,
        parts: {
          stepper: {
            version: STEPPER_STORAGE_VERSION,
            state: { ...initialStepperData(), wasteInfo: { ...older, surplusName: 'Brot' } },
          },
        },
      },
      updated_at: '2026-02-28T08:00:00Z',
    });
    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Brot');
    expect(stepper().wasteInfo.conditionAnswers).toEqual({});
  });

  it('fills step 1 from the account after a login without a draft, and saves that', async () => {
    await login('user-1');
    expect(stepper().companyProfile.name).toBe('Bäckerei Huber');
    expect(stepper().companyProfile.location).toEqual({
      address: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'Austria',
    });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS);
    expect(puts()).toHaveLength(1);
  });

  it('does not fill step 1 again after Clear All Data, and deletes the server’s draft', async () => {
    await login('user-1');
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS);
    expect(server.drafts.has('user-1')).toBe(true);
    resetToolData();
    await draftHooks.clearDraftEverywhere();
    expect(server.drafts.has('user-1')).toBe(false);
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS * 2);
    expect(stepper().companyProfile.name).toBe('');
    expect(puts()).toHaveLength(1);
  });

  it('sets unsaved work aside on a 401 and gives it back at the same user’s next login', async () => {
    setUnauthorizedHandler(expireSession);
    serverDraft('user-1', 'Brot', '2026-02-28T08:00:00Z');
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Brot und Gebäck' });
    // The session has expired on the server: the save meets a 401.
    server.failNextPut = 401;
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS);
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(stepper().wasteInfo.surplusName).toBe('');
    expect(readStash()).toMatchObject({ user: 'user-1' });

    await vi.advanceTimersByTimeAsync(60_000);
    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Brot und Gebäck');
    expect(localStorage.getItem(DRAFT_STASH_KEY)).toBeNull();
    // And it is saved at once.
    await vi.advanceTimersByTimeAsync(0);
    expect(savedSurplusName('user-1')).toBe('Brot und Gebäck');
  });

  it('keeps the work set aside when an older save lands after the session ended', async () => {
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    // The server takes 10 s over the next save, and dates it when it is done.
    mockApi.use(
      http.put(
        api('/me/draft'),
        asUser(async (user, request) => {
          const { data } = (await request.json()) as { data: DraftData };
          await new Promise((resolve) => setTimeout(resolve, 10_000));
          const updated_at = new Date().toISOString();
          server.drafts.set(user, { data, updated_at });
          return HttpResponse.json({ updated_at });
        }),
        { once: true },
      ),
    );
    stepper().setWasteInfo({ surplusName: 'Äpfel' });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS);
    expect(puts()).toHaveLength(1);
    // Typed while 'Äpfel' is on its way; then a 401 ends the session.
    stepper().setWasteInfo({ surplusName: 'Äpfel vom Hof' });
    expireSession();
    expect(readStash()).toMatchObject({ user: 'user-1' });
    // The older save lands afterwards, dated later than the typing.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(savedSurplusName('user-1')).toBe('Äpfel');

    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Äpfel vom Hof');
  });

  it('prefers a server draft saved after the stash (another device)', async () => {
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Alt' });
    expireSession();
    await vi.advanceTimersByTimeAsync(60_000);
    serverDraft('user-1', 'Neu', new Date().toISOString());
    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Neu');
    expect(readStash()).toBeNull();
  });

  it('deletes the stash when another user logs in', async () => {
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Geheim' });
    expireSession();
    expect(readStash()?.user).toBe('user-1');
    await login('user-2');
    expect(readStash()).toBeNull();
    expect(stepper().wasteInfo.surplusName).toBe('');
    expect(server.drafts.has('user-1')).toBe(false);
  });

  it('keeps the work of a session whose cookie ran out without a 401', async () => {
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Kartoffeln' });
    // The cookie expires while the page is open: no call, no 401.
    useSessionStore.getState().endSession();
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS * 2);
    await login('user-1');
    expect(stepper().wasteInfo.surplusName).toBe('Kartoffeln');
  });

  it('tries a failed save again later', async () => {
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    server.failNextPut = 503;
    stepper().setWasteInfo({ surplusName: 'Milch' });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_DELAY_MS);
    expect(puts()).toHaveLength(1);
    expect(savedSurplusName('user-1')).toBe('');
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_MS);
    expect(puts()).toHaveLength(2);
    expect(savedSurplusName('user-1')).toBe('Milch');
  });

  it('does not end the session for a 401 of the last save (an account just deleted)', async () => {
    const expired = vi.fn();
    setUnauthorizedHandler(expired);
    serverDraft('user-1', '', '2026-02-01T00:00:00Z');
    await login('user-1');
    stepper().setWasteInfo({ surplusName: 'Käse' });
    server.failNextPut = 401;
    await draftHooks.flushDraft();
    expect(expired).not.toHaveBeenCalled();
  });
});
