import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors';
import { accountAnswer, accountError } from './accounts.answers';
import { accountCodes, accountMessages, type AccountMessage } from './accounts.messages';

const keys = Object.keys(accountMessages) as AccountMessage[];

describe('account message codes', () => {
  // Each code's value is held by the HTTP tests of its answer and by the web's server.json test.
  it('gives every message a code of its own', () => {
    expect(Object.keys(accountCodes).sort()).toEqual([...keys].sort());
    for (const code of Object.values(accountCodes)) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(new Set(Object.values(accountCodes)).size).toBe(keys.length);
  });

  it('answers the message with its code', () => {
    expect(accountAnswer('accountDeleted')).toEqual({
      message: 'Your account has been deleted.',
      code: 'ACCOUNT_DELETED',
    });
  });

  // A token whose account is gone: unreachable over HTTP (deleting an account deletes its tokens).
  it('raises a coded HttpError for a failure', () => {
    const error = accountError(404, 'userNotFound');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 404,
      message: 'User not found.',
      code: 'USER_NOT_FOUND',
    });
    expect(error.params).toBeUndefined();
  });
});
