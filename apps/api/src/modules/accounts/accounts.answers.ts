import { codedError, type HttpError } from '../../plugins/errors';
import { accountCodes, accountMessages, type AccountMessage } from './accounts.messages';

/** A success answer: the message with its code. */
export function accountAnswer<K extends AccountMessage>(key: K) {
  return { message: accountMessages[key], code: accountCodes[key] };
}

/** A failure answer: the message with its code, as an error the error handler sends. */
export function accountError(statusCode: number, key: AccountMessage): HttpError {
  return codedError(statusCode, { code: accountCodes[key], message: accountMessages[key] });
}
