import type { MessageResponse } from '@foodhub/contracts';
import {
  consumeEmailConfirmationToken,
  findEmailConfirmationToken,
  markEmailConfirmed,
  revokeOpenEmailConfirmationTokens,
  type User,
} from '@foodhub/db';
import type { Language } from '@foodhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { grantAdminsByConfig } from '../admin/role-changes';
import { confirmationMail } from './account-mails';
import { deliver, newConfirmationToken } from './accounts.commands';
import { accountAnswer, accountError } from './accounts.answers';
import { hashConfirmationToken } from './reset-token';

/**
 * Spends a confirmation link: the address is confirmed, the account's other open links stop
 * working, and an address named in ADMIN_EMAILS gets the admin role at once. Only the session of
 * the link's own account spends it: the link proves access to the mailbox, the session that the
 * confirmer also holds the password (whoever registered the address first would otherwise get
 * the role an operator's click on the link gives). Another account's session leaves it unspent.
 */
export async function confirmEmail(
  deps: AppDeps,
  signedIn: User,
  token: string,
): Promise<MessageResponse> {
  const link = await findEmailConfirmationToken(deps.db, hashConfirmationToken(token));
  if (!link || link.usedAt) throw accountError(400, 'emailConfirmationInvalid');
  if (link.expiresAt.getTime() <= Date.now()) throw accountError(400, 'emailConfirmationExpired');
  if (link.userId !== signedIn.id) throw accountError(403, 'emailConfirmationOtherAccount');
  const user = await deps.db.transaction(async (tx) => {
    if (!(await consumeEmailConfirmationToken(tx, link.id))) return undefined;
    await revokeOpenEmailConfirmationTokens(tx, link.userId);
    return markEmailConfirmed(tx, link.userId);
  });
  // Another request spent the same link between our read and our update.
  if (!user) throw accountError(400, 'emailConfirmationInvalid');
  await grantAdminsByConfig(deps.db, deps.config.adminEmails, user);
  return accountAnswer('emailConfirmed');
}

/** Mails the signed-in user a new confirmation link, in the request's language. */
export async function sendConfirmationLink(
  deps: AppDeps,
  user: User,
  log: FastifyBaseLogger,
  language: Language,
): Promise<MessageResponse> {
  if (user.emailConfirmedAt) throw accountError(409, 'emailAlreadyConfirmed');
  const token = await newConfirmationToken(deps, user.id);
  const mail = confirmationMail(language, user.email, user.firstName, token, deps.config.publicUrl);
  // Not delivered (the outbox): the link stays where only the operator can read it.
  if (await deliver(deps, log, mail)) return accountAnswer('emailConfirmationSent');
  return accountAnswer('emailConfirmationNotSent');
}
