// The answers of the accounts API. The web client shows them as they are and matches the
// substrings 'Invalid token' and 'expired' (spec part 2 §8), so change them together.
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
} as const;
