import { RESET_TOKEN_TTL_SECONDS, type Language } from '@foodhub/domain';
import type { Mail } from '../../lib/mailer';
import { accountMailTexts, type AccountMailTexts } from './account-mail-texts';
import { EMAIL_CONFIRMATION_TTL_SECONDS } from './reset-token';

// The mails the accounts module sends, in the language of the request that triggers them: the
// web client sends its interface language as Accept-Language with every call, and the routes
// pass requestLanguage() of it here (English when it names no supported language). The texts
// are in account-mail-texts.ts; links stand on a line of their own, so mail clients make the
// whole of them clickable, and a password ends its line.

/** A mail to the account's owner: the greeting, an empty line, then the body's lines. */
function ownerMail(
  language: Language,
  to: string,
  firstName: string,
  subject: string,
  body: string[],
): Mail {
  return {
    to,
    subject,
    text: [accountMailTexts[language].hello(firstName), '', ...body].join('\n'),
  };
}

/** The confirmation link and, below it, how long and how often it works. */
function confirmationLines(language: Language, token: string, publicUrl: string): string[] {
  const hours = Math.round(EMAIL_CONFIRMATION_TTL_SECONDS / 3600);
  return [
    `${publicUrl}/tool/confirm-email?token=${token}`,
    '',
    accountMailTexts[language].confirmationValidity(hours),
  ];
}

/** The line that ends with the password, then the login link with the line that introduces it. */
function passwordLines(
  texts: Pick<AccountMailTexts['newPassword'], 'password' | 'loginAt'>,
  password: string,
  publicUrl: string,
): string[] {
  return [texts.password(password), '', texts.loginAt, `${publicUrl}/tool/login`];
}

/** The password, the login link and the link that confirms the address. */
export function registrationMail(
  language: Language,
  to: string,
  firstName: string,
  password: string,
  confirmationToken: string,
  publicUrl: string,
): Mail {
  const mail = accountMailTexts[language].registration;
  return ownerMail(language, to, firstName, mail.subject, [
    ...mail.welcome,
    '',
    ...passwordLines(mail, password, publicUrl),
    '',
    mail.confirmAt,
    ...confirmationLines(language, confirmationToken, publicUrl),
    '',
    ...mail.closing,
  ]);
}

/** A new link that confirms the address, asked for by the signed-in owner. */
export function confirmationMail(
  language: Language,
  to: string,
  firstName: string,
  token: string,
  publicUrl: string,
): Mail {
  const mail = accountMailTexts[language].confirmation;
  return ownerMail(language, to, firstName, mail.subject, [
    ...mail.intro,
    '',
    ...confirmationLines(language, token, publicUrl),
  ]);
}

export function resetLinkMail(
  language: Language,
  to: string,
  firstName: string,
  token: string,
  publicUrl: string,
): Mail {
  const mail = accountMailTexts[language].resetLink;
  const minutes = Math.round(RESET_TOKEN_TTL_SECONDS / 60);
  return ownerMail(language, to, firstName, mail.subject, [
    ...mail.intro,
    '',
    `${publicUrl}/tool/reset-password?token=${token}`,
    '',
    ...mail.validity(minutes),
  ]);
}

export function newPasswordMail(
  language: Language,
  to: string,
  firstName: string,
  password: string,
  publicUrl: string,
): Mail {
  const mail = accountMailTexts[language].newPassword;
  return ownerMail(language, to, firstName, mail.subject, [
    ...mail.intro,
    '',
    ...passwordLines(mail, password, publicUrl),
  ]);
}
