// The answers of the accounts API. The web client shows them by their code (accountCodes) in its
// own language, and the message when it does not know the code; it also matches the substrings
// 'Invalid token' and 'expired' (spec part 2 §8), so change them together. The web's
// locales/en/server.json repeats these texts (a web test compares them): no imports here.
export const accountMessages = {
  emailTaken: 'An account with this email address already exists.',
  registeredMailed: 'Registration successful! Your password has been sent to your email address.',
  registeredShown:
    'Registration successful! We could not e-mail your password, so here it is. Please save it now.',
  loginFailed: 'Incorrect email or password.',
  resetRequested: 'If an account exists for this email, a password reset link has been sent.',
  resetTokenInvalid: 'Invalid token. The reset link is invalid or has already been used.',
  resetTokenExpired: 'Reset token expired.',
  userNotFound: 'User not found.',
  resetMailed:
    'Your password has been reset successfully. A new password has been sent to your email address.',
  resetShown:
    'Your password has been reset. We could not e-mail it, so here it is. Please save it now.',
  accountDeleted: 'Your account has been deleted.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordTooCommon: 'This password is one of the most common ones. Please choose another.',
  emailConfirmed: 'Your e-mail address has been confirmed.',
  emailConfirmationInvalid: 'This confirmation link is invalid or has already been used.',
  emailConfirmationExpired: 'This confirmation link has expired. Please ask for a new one.',
  emailConfirmationOtherAccount:
    'This link confirms the address of another account. Log out and log in with the account of that address.',
  emailConfirmationSent: 'A new confirmation link has been sent to your e-mail address.',
  emailConfirmationNotSent: 'The confirmation link could not be e-mailed. Please try again later.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  loggedOut: 'You have been logged out.',
} as const;

export type AccountMessage = keyof typeof accountMessages;

/**
 * The stable code sent with each message, for clients that show the answer in their own language
 * (the web client's locales/<lang>/server.json). Codes never change; messages may.
 */
export const accountCodes = {
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
} as const satisfies Record<AccountMessage, string>;
