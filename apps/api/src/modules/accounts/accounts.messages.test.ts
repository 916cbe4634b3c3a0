import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors';
import { accountAnswer, accountError } from './accounts.answers';
import { accountCodes, accountMessages, type AccountMessage } from './accounts.messages';

const keys = Object.keys(accountMessages) as AccountMessage[];

describe('account message codes', () => {
  it('gives every message its own stable code', () => {
    expect(Object.keys(accountCodes).sort()).toEqual([...keys].sort());
    expect(accountCodes).toEqual({
      emailTaken: 'EMAIL_TAKEN',
      registeredMailed: 'REGISTERED_PASSWORD_MAILED',
      registeredShown: 'REGISTERED_PASSWORD_SHOWN',
      loginFailed: 'LOGIN_FAILED',
      resetRequested: 'RESET_REQUESTED',
      resetTokenInvalid: 'RESET_TOKEN_INVALID',
      resetTokenExpired: 'RESET_TOKEN_EXPIRED',
      userNotFound: 'USER_NOT_FOUND',
      resetMailed: 'RESET_PASSWORD_MAILED',
      resetShown: 'RESET_PASSWORD_SHOWN',
      accountDeleted: 'ACCOUNT_DELETED',
      passwordChanged: 'PASSWORD_CHANGED',
      currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
      passwordTooCommon: 'PASSWORD_TOO_COMMON',
      emailConfirmed: 'EMAIL_CONFIRMED',
      emailConfirmationInvalid: 'EMAIL_CONFIRMATION_INVALID',
      emailConfirmationExpired: 'EMAIL_CONFIRMATION_EXPIRED',
      emailConfirmationOtherAccount: 'EMAIL_CONFIRMATION_OTHER_ACCOUNT',
      emailConfirmationSent: 'EMAIL_CONFIRMATION_SENT',
      emailConfirmationNotSent: 'EMAIL_CONFIRMATION_NOT_SENT',
      emailAlreadyConfirmed: 'EMAIL_ALREADY_CONFIRMED',
      loggedOut: 'LOGGED_OUT',
    });
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
