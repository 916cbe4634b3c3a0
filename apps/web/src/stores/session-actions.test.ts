import { beforeEach, describe, expect, it } from 'vitest';
import { answer, server } from '../test/api';
import { useStepperStore } from './stepper-store';
import { endSession, expireSession, sessionExpiredHere, startSession } from './session-actions';
import { useSessionStore } from './session-store';
import { readWorkOwner, tokenSubject } from './work-owner';

/** An unsigned JWT with the given subject (the client never verifies tokens). */
function tokenFor(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 9_999_999_999 })}.signature`;
}

beforeEach(() => {
  // A session reads the account for its language: English, as the page is.
  server.use(answer('get', '/user/info', { email: 'anna@example.com', roles: [], language: 'en' }));
  localStorage.clear();
  endSession();
  useStepperStore.getState().resetStepper();
});

describe('the user’s work across sessions', () => {
  it('reads the subject of a token, and nothing from a broken one', () => {
    expect(tokenSubject(tokenFor('user-1'))).toBe('user-1');
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
  });

  it('keeps the stepper data when the same user logs in again after the session expired', () => {
    startSession(tokenFor('user-1'));
    useStepperStore.getState().setWasteInfo({ surplusName: 'Brot vom Vortag' });
    expireSession();
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(sessionExpiredHere()).toBe(true);
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Brot vom Vortag');

    startSession(tokenFor('user-1'));
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Brot vom Vortag');
  });

  it('starts another user empty on the same browser', () => {
    startSession(tokenFor('user-1'));
    useStepperStore.getState().setWasteInfo({ surplusName: 'Brot vom Vortag' });
    expireSession();
    startSession(tokenFor('user-2'));
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('');
    expect(readWorkOwner()).toBe('user-2');
  });

  it('a deliberate logout resets the stores, as the spec says', () => {
    startSession(tokenFor('user-1'));
    useStepperStore.getState().setWasteInfo({ surplusName: 'Äpfel' });
    endSession();
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('');
    expect(sessionExpiredHere()).toBe(false);
    startSession(tokenFor('user-1'));
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('');
  });
});
