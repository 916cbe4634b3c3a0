import { z } from 'zod';
import { answerCode } from './common';
import {
  EMAIL_PATTERN,
  FIELD_MAX_LENGTH,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  passwordMessages,
  POSTAL_CODE_PATTERN,
  registrationMessages,
  SUPPORTED_LANGUAGES,
} from '@foodhub/domain';

const tooLong = `At most ${FIELD_MAX_LENGTH} characters`;

// The message replaces only the type error (missing, not a string): a schema-wide `error` would
// also answer 'First name is required' for a name that is too long.
const text = (message: string) =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) });

const requiredText = (message: string) =>
  text(message).trim().min(1, message).max(FIELD_MAX_LENGTH, tooLong);

export const accountType = z.enum(['individual', 'company']);
export type AccountType = z.infer<typeof accountType>;

/**
 * The fields of an account's profile, as registration collects them (spec part 1 §3, §5); the
 * register and the profile update bodies are both made of these.
 */
const profileFields = {
  firstName: requiredText(registrationMessages.firstNameRequired),
  lastName: requiredText(registrationMessages.lastNameRequired),
  streetAddress: requiredText('Street address is required'),
  city: requiredText('City is required'),
  postalCode: requiredText(registrationMessages.postalCodeRequired).regex(
    POSTAL_CODE_PATTERN,
    registrationMessages.postalCodeInvalid,
  ),
  country: requiredText('Country is required'),
  company: z.string().trim().max(FIELD_MAX_LENGTH, tooLong).nullable().optional(),
};

/** A company account needs its company name (spec part 1 §5). */
function requireCompanyName(
  value: { accountType: AccountType; company?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.accountType === 'company' && !value.company?.trim()) {
    ctx.addIssue({
      code: 'custom',
      path: ['company'],
      message: registrationMessages.companyRequired,
    });
  }
}

/** POST /register (spec part 1 §3 'Registration payload', rules of §5). */
export const registerRequest = z
  .object({
    firstName: profileFields.firstName,
    lastName: profileFields.lastName,
    email: requiredText(registrationMessages.emailRequired).regex(
      EMAIL_PATTERN,
      registrationMessages.emailInvalid,
    ),
    streetAddress: profileFields.streetAddress,
    city: profileFields.city,
    postalCode: profileFields.postalCode,
    country: profileFields.country,
    accountType: accountType.default('individual'),
    company: profileFields.company,
    acceptPledge: z.literal(true, { error: registrationMessages.membershipRequired }),
    becomeMember: z.boolean().optional(),
    /** The interface language at registration: kept on the account, applied at every login. */
    language: z.enum(SUPPORTED_LANGUAGES).optional(),
  })
  .superRefine(requireCompanyName);
export type RegisterRequest = z.input<typeof registerRequest>;

/** The generated password is only returned when the e-mail could not be delivered. */
export const registerResponse = z.object({
  message: z.string(),
  code: answerCode.optional(),
  password: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginRequest = z.object({
  email: requiredText('Email is required'),
  // Not trimmed: spaces may be part of a password.
  password: text('Password is required')
    .min(1, 'Password is required')
    .max(FIELD_MAX_LENGTH, tooLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  ga_user_id: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const resetPasswordRequest = z.object({
  email: requiredText('Please enter your email first.'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

// The client recognises a bad link by the substring 'Invalid token' (spec part 2 §8).
const invalidResetToken = 'Invalid token. The reset link is invalid or has already been used.';

export const resetConfirmParams = z.object({
  token: z.string().min(1, invalidResetToken).max(200, invalidResetToken),
});

/** GET /reset-password/confirm/{token}: the new password only when the e-mail was not delivered. */
export const resetConfirmResponse = z.object({
  message: z.string(),
  code: answerCode.optional(),
  password: z.string().optional(),
});
export type ResetConfirmResponse = z.infer<typeof resetConfirmResponse>;

/**
 * GET /user/info (spec part 2 §3 'User info'), plus the address given at registration, which
 * Account Settings shows and edits.
 */
export const userInfo = z.object({
  email: z.string(),
  accountType,
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  roles: z.array(z.string()),
  /** Whether the owner opened a confirmation (or password reset) link sent to the address. */
  emailConfirmed: z.boolean(),
  /** The interface language the user last chose; null until one was chosen signed in. */
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

// A malformed link gets the same answer as an unknown one.
const invalidConfirmationToken = 'This confirmation link is invalid or has already been used.';

/** POST /confirm-email: the token of the link in the mail. */
export const confirmEmailRequest = z.object({
  token: z.string().min(1, invalidConfirmationToken).max(200, invalidConfirmationToken),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequest>;

/**
 * PUT /user/profile: the profile fields of registration, all of them (e-mail, password and the
 * pledge are not changed here). The company is dropped for a private person.
 */
export const updateProfileRequest = z
  .object({ ...profileFields, accountType })
  .strict()
  .superRefine(requireCompanyName);
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** PUT /user/language: the interface language the user chose, kept for every device. */
export const updateLanguageRequest = z.object({
  language: z.enum(SUPPORTED_LANGUAGES, {
    error: `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`,
  }),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequest>;

/** PUT /user/password: the current password and a new one that meets the password rule. */
export const changePasswordRequest = z
  .object({
    // Neither is trimmed: spaces may be part of a password.
    currentPassword: text(passwordMessages.currentRequired)
      .min(1, passwordMessages.currentRequired)
      .max(PASSWORD_MAX_LENGTH, tooLong),
    newPassword: text(passwordMessages.newRequired)
      .min(1, passwordMessages.newRequired)
      .max(PASSWORD_MAX_LENGTH, tooLong)
      .refine(isStrongPassword, passwordMessages.tooWeak),
  })
  .strict()
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: passwordMessages.sameAsCurrent,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
