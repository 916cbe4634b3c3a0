import type {
  ChangePasswordRequest,
  MessageResponse,
  RegisterResponse,
  ResetConfirmResponse,
  registerRequest,
  updateProfileRequest,
} from '@foodhub/contracts';
import {
  consumePasswordResetToken,
  findPasswordResetToken,
  findUserByEmail,
  findUserById,
  insertPasswordResetToken,
  insertEmailConfirmationToken,
  insertUser,
  markEmailConfirmed,
  revokeOpenResetTokens,
  revokeUserSessions,
  updatePasswordHash,
  updateUserProfile,
  type User,
} from '@foodhub/db';
import { RESET_TOKEN_TTL_SECONDS, type Language } from '@foodhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../lib/mailer';
import {
  generatePassword,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords';
import { notAuthenticated } from '../../plugins/auth';
import { grantAdminsByConfig } from '../admin/role-changes';
import { newPasswordMail, registrationMail, resetLinkMail } from './account-mails';
import { accountAnswer, accountError } from './accounts.answers';
import {
  createConfirmationToken,
  createResetToken,
  EMAIL_CONFIRMATION_TTL_SECONDS,
  hashConfirmationToken,
  hashResetToken,
} from './reset-token';

export type RegisterInput = z.output<typeof registerRequest>;
export type ProfileInput = z.output<typeof updateProfileRequest>;

/** The profile fields as stored, the same at registration and on edit (a person has no company). */
function profileColumns(input: ProfileInput | RegisterInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    streetAddress: input.streetAddress,
    city: input.city,
    postalCode: input.postalCode,
    country: input.country,
    accountType: input.accountType,
    company: input.accountType === 'company' ? (input.company ?? null) : null,
  };
}

/**
 * Sends a mail and says whether it reached the recipient. A failing transport counts as not
 * delivered: the caller then shows the secret on screen instead of failing the request.
 */
export async function deliver(deps: AppDeps, log: FastifyBaseLogger, mail: Mail): Promise<boolean> {
  try {
    return (await deps.mailer.send(mail)).delivered;
  } catch (err) {
    // The subject names the kind of mail; the body (a password or link) is never logged.
    const reason = err instanceof Error ? err.message : String(err);
    log.warn({ subject: mail.subject, mailer: deps.mailer.kind, reason }, 'mail not sent');
    return false;
  }
}

/**
 * A new single-use link token that confirms the user's address; only its hash is stored. The
 * link goes by mail only, never in an answer: opening it proves access to the mailbox (or, with
 * the outbox, to the server).
 */
export async function newConfirmationToken(deps: AppDeps, userId: string): Promise<string> {
  const token = createConfirmationToken();
  await insertEmailConfirmationToken(deps.db, {
    userId,
    tokenHash: hashConfirmationToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Creates the account with a server-chosen password and mails it in the request's language with
 * the link that confirms the address, or hands the password (never the link) back.
 */
export async function registerAccount(
  deps: AppDeps,
  input: RegisterInput,
  log: FastifyBaseLogger,
  language: Language,
): Promise<RegisterResponse> {
  const password = generatePassword();
  const user = await insertUser(deps.db, {
    email: input.email,
    passwordHash: await hashPassword(password),
    ...profileColumns(input),
    acceptPledge: input.acceptPledge,
    becomeMember: input.becomeMember ?? false,
    language: input.language ?? null,
  });
  if (!user) throw accountError(409, 'emailTaken');

  const confirmationToken = await newConfirmationToken(deps, user.id);
  const mail = registrationMail(
    language,
    user.email,
    user.firstName,
    password,
    confirmationToken,
    deps.config.publicUrl,
  );
  if (await deliver(deps, log, mail)) return accountAnswer('registeredMailed');
  return { ...accountAnswer('registeredShown'), password };
}

/**
 * Mails a single-use reset link, in the request's language, when the account exists. The answer is the same either way and
 * the mail is sent after answering, so neither the text nor the timing tells whether an
 * account exists.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  log: FastifyBaseLogger,
  language: Language,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = createResetToken();
  await insertPasswordResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const mail = resetLinkMail(language, user.email, user.firstName, token, deps.config.publicUrl);
  void deliver(deps, log, mail);
}

/**
 * Spends a reset token: a new password is set and mailed in the request's language, or handed
 * back when not delivered. The link came by mail, so the address counts as confirmed too.
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  token: string,
  log: FastifyBaseLogger,
  language: Language,
): Promise<ResetConfirmResponse> {
  const resetToken = await findPasswordResetToken(deps.db, hashResetToken(token));
  if (!resetToken || resetToken.usedAt) throw accountError(400, 'resetTokenInvalid');
  if (resetToken.expiresAt.getTime() <= Date.now()) {
    throw accountError(400, 'resetTokenExpired');
  }
  const user = await findUserById(deps.db, resetToken.userId);
  if (!user) throw accountError(404, 'userNotFound');

  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  // One transaction: a token is never spent without the new password being stored.
  const consumed = await deps.db.transaction(async (tx) => {
    if (!(await consumePasswordResetToken(tx, resetToken.id))) return false;
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeOpenResetTokens(tx, user.id);
    await markEmailConfirmed(tx, user.id);
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, user.id, null);
    return true;
  });
  // Another request spent the same token between our read and our update.
  if (!consumed) throw accountError(400, 'resetTokenInvalid');
  // Confirmed in the transaction: an address of ADMIN_EMAILS gets its role now.
  await grantAdminsByConfig(deps.db, deps.config.adminEmails, {
    ...user,
    emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
  });

  const mail = newPasswordMail(
    language,
    user.email,
    user.firstName,
    password,
    deps.config.publicUrl,
  );
  if (await deliver(deps, log, mail)) return accountAnswer('resetMailed');
  return { ...accountAnswer('resetShown'), password };
}

/**
 * Sets a password the signed-in user chose, unless it is a common one (data/passwords), after
 * checking the current one. It is hashed as at registration; open reset links are spent, so an
 * older mail cannot replace the new password.
 * Every other session of the account ends; the one that made the change (`sessionId`) goes on.
 */
export async function changePassword(
  deps: AppDeps,
  user: User,
  sessionId: string,
  input: ChangePasswordRequest,
): Promise<MessageResponse> {
  if (await isCommonPassword(input.newPassword)) throw accountError(400, 'passwordTooCommon');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw accountError(403, 'currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeOpenResetTokens(tx, user.id);
    await revokeUserSessions(tx, user.id, sessionId);
  });
  return accountAnswer('passwordChanged');
}

/**
 * Stores the profile fields given at registration. Registration keeps the address as text only
 * (nothing is geocoded for an account), so a changed address is stored the same way.
 */
export async function updateProfile(deps: AppDeps, user: User, input: ProfileInput) {
  const updated = await updateUserProfile(deps.db, user.id, profileColumns(input));
  // Deleted between the login check and the update: answered like a deleted account's token.
  if (!updated) throw notAuthenticated();
  return updated;
}
