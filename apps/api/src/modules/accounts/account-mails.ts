import { RESET_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import type { Mail } from '../../lib/mailer';

// The texts of the mails the accounts module sends. English only: the server does not know the
// interface language of the person who registers.

const PRODUCT = 'Alpine Food Hub';

const loginUrl = (publicUrl: string) => `${publicUrl}/tool/login`;

export function registrationMail(
  to: string,
  firstName: string,
  password: string,
  publicUrl: string,
): Mail {
  return {
    to,
    subject: `Your ${PRODUCT} password`,
    text: [
      `Hello ${firstName},`,
      '',
      `welcome to the ${PRODUCT}! Your account has been created.`,
      '',
      `Your password: ${password}`,
      '',
      'You can log in with your e-mail address and this password at:',
      loginUrl(publicUrl),
      '',
      'Please keep this password safe.',
    ].join('\n'),
  };
}

export function resetLinkMail(
  to: string,
  firstName: string,
  token: string,
  publicUrl: string,
): Mail {
  const minutes = Math.round(RESET_TOKEN_TTL_SECONDS / 60);
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Hello ${firstName},`,
      '',
      `someone, hopefully you, asked to reset the password of your ${PRODUCT} account.`,
      'Open this link to receive a new password:',
      '',
      // On its own line so mail clients make the whole of it clickable.
      `${publicUrl}/tool/reset-password?token=${token}`,
      '',
      `The link is valid for ${minutes} minutes and works once. If you did not ask for this,`,
      'ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function newPasswordMail(
  to: string,
  firstName: string,
  password: string,
  publicUrl: string,
): Mail {
  return {
    to,
    subject: `Your new ${PRODUCT} password`,
    text: [
      `Hello ${firstName},`,
      '',
      'your password has been reset.',
      '',
      `Your new password: ${password}`,
      '',
      'You can log in at:',
      loginUrl(publicUrl),
    ].join('\n'),
  };
}
