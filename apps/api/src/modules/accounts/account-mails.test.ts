import { RESET_TOKEN_TTL_SECONDS, SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { accountMailTexts } from './account-mail-texts';
import {
  confirmationMail,
  newPasswordMail,
  registrationMail,
  resetLinkMail,
} from './account-mails';
import { EMAIL_CONFIRMATION_TTL_SECONDS } from './reset-token';

const to = 'anna@example.at';
const firstName = 'Anna';
const password = 'Xy7kPq2mRt9wNb4sHj3d';
const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ_-';
const publicUrl = 'https://foodhub.example';
const loginLink = `${publicUrl}/tool/login`;
const resetLink = `${publicUrl}/tool/reset-password?token=${token}`;
const minutes = Math.round(RESET_TOKEN_TTL_SECONDS / 60);
const confirmToken = 'ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqponmlkj_-';
const confirmLink = `${publicUrl}/tool/confirm-email?token=${confirmToken}`;
const hours = Math.round(EMAIL_CONFIRMATION_TTL_SECONDS / 3600);

const lines = (text: string) => text.split('\n');
/** The password stands whole at the end of its line, after a space. */
const endsALine = (text: string, value: string) =>
  lines(text).some((line) => line.endsWith(` ${value}`));

describe('account mails in English', () => {
  it('are the English texts, unchanged', () => {
    expect(registrationMail('en', to, firstName, password, confirmToken, publicUrl)).toEqual({
      to,
      subject: 'Your Alpine Food Hub password',
      text: [
        'Hello Anna,',
        '',
        'welcome to the Alpine Food Hub! Your account has been created.',
        '',
        `Your password: ${password}`,
        '',
        'You can log in with your e-mail address and this password at:',
        loginLink,
        '',
        'Please confirm your e-mail address by opening this link:',
        confirmLink,
        '',
        'The link is valid for 48 hours and works once.',
        '',
        'Please keep this password safe.',
      ].join('\n'),
    });
    expect(confirmationMail('en', to, firstName, confirmToken, publicUrl)).toEqual({
      to,
      subject: 'Confirm your e-mail address for the Alpine Food Hub',
      text: [
        'Hello Anna,',
        '',
        'you asked for a new link to confirm the e-mail address of your Alpine Food Hub account.',
        'Open this link to confirm it:',
        '',
        confirmLink,
        '',
        'The link is valid for 48 hours and works once.',
      ].join('\n'),
    });
    expect(resetLinkMail('en', to, firstName, token, publicUrl)).toEqual({
      to,
      subject: 'Reset your Alpine Food Hub password',
      text: [
        'Hello Anna,',
        '',
        'someone, hopefully you, asked to reset the password of your Alpine Food Hub account.',
        'Open this link to receive a new password:',
        '',
        resetLink,
        '',
        `The link is valid for ${minutes} minutes and works once. If you did not ask for this,`,
        'ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
    expect(newPasswordMail('en', to, firstName, password, publicUrl)).toEqual({
      to,
      subject: 'Your new Alpine Food Hub password',
      text: [
        'Hello Anna,',
        '',
        'your password has been reset.',
        '',
        `Your new password: ${password}`,
        '',
        'You can log in at:',
        loginLink,
      ].join('\n'),
    });
  });
});

describe.each(SUPPORTED_LANGUAGES)('account mails in %s', (language) => {
  const texts = accountMailTexts[language];

  it('carry the password, the login link and the confirmation link', () => {
    const mail = registrationMail(language, to, firstName, password, confirmToken, publicUrl);
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe(texts.registration.subject);
    expect(lines(mail.text)[0]).toContain(firstName);
    expect(endsALine(mail.text, password)).toBe(true);
    expect(lines(mail.text)).toContain(loginLink);
    expect(lines(mail.text)).toContain(confirmLink);
    expect(mail.text).toMatch(new RegExp(`\\b${hours}\\b`));
  });

  it('carry a new confirmation link and how many hours it works', () => {
    const mail = confirmationMail(language, to, firstName, confirmToken, publicUrl);
    expect(mail.subject).toBe(texts.confirmation.subject);
    expect(lines(mail.text)[0]).toContain(firstName);
    expect(lines(mail.text)).toContain(confirmLink);
    expect(mail.text).toMatch(new RegExp(`\\b${hours}\\b`));
  });

  it('carry the reset link and how many minutes it works', () => {
    const mail = resetLinkMail(language, to, firstName, token, publicUrl);
    expect(mail.subject).toBe(texts.resetLink.subject);
    expect(lines(mail.text)[0]).toContain(firstName);
    expect(lines(mail.text)).toContain(resetLink);
    expect(mail.text).toMatch(new RegExp(`\\b${minutes}\\b`));
  });

  it('carry the new password and the login link', () => {
    const mail = newPasswordMail(language, to, firstName, password, publicUrl);
    expect(mail.subject).toBe(texts.newPassword.subject);
    expect(lines(mail.text)[0]).toContain(firstName);
    expect(endsALine(mail.text, password)).toBe(true);
    expect(lines(mail.text)).toContain(loginLink);
  });

  it('has texts of its own, not copies of another language', () => {
    const subjects = (l: typeof language) => [
      accountMailTexts[l].registration.subject,
      accountMailTexts[l].resetLink.subject,
      accountMailTexts[l].newPassword.subject,
      accountMailTexts[l].confirmation.subject,
    ];
    for (const other of SUPPORTED_LANGUAGES.filter((l) => l !== language)) {
      for (const subject of subjects(language)) expect(subjects(other)).not.toContain(subject);
    }
    expect(new Set(subjects(language)).size).toBe(4);
  });
});

describe('the reset link validity', () => {
  it('declines the minutes in Slovenian', () => {
    const validity = (n: number) => accountMailTexts.sl.resetLink.validity(n).join(' ');
    expect(validity(1)).toContain('velja 1 minuto ');
    expect(validity(2)).toContain('velja 2 minuti ');
    expect(validity(3)).toContain('velja 3 minute ');
    expect(validity(60)).toContain('velja 60 minut ');
    expect(validity(101)).toContain('velja 101 minuto ');
  });

  it('declines the hours of a confirmation link in Slovenian', () => {
    const validity = accountMailTexts.sl.confirmationValidity;
    expect(validity(1)).toContain('velja 1 uro ');
    expect(validity(2)).toContain('velja 2 uri ');
    expect(validity(4)).toContain('velja 4 ure ');
    expect(validity(48)).toContain('velja 48 ur ');
  });
});
