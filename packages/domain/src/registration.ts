// Registration rules of spec part 1 §5, shared by the form (apps/web) and the server (contracts).

/** The simple shape the spec asks for: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 3-10 letters, digits, spaces or hyphens (spec part 1 §5, §9). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;

/** Upper bound for any free-text account field, so a body cannot smuggle megabytes into a row. */
export const FIELD_MAX_LENGTH = 200;

export const registrationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  postalCodeRequired: 'Postal code is required',
  postalCodeInvalid: 'Please enter a valid postal code',
  companyRequired: 'Company name is required',
  membershipRequired: 'Accept membership required',
} as const;

export type RegistrationField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'streetAddress'
  | 'city'
  | 'postalCode'
  | 'country'
  | 'company';

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  country: string;
  accountType: 'individual' | 'company';
  company: string;
  becomeMember: boolean;
}

/**
 * The message for one field, or null when it is valid. Street address, city and country are
 * required without a message (spec part 1 §5), so they return '' when empty.
 */
export function validateRegistrationField(
  field: RegistrationField,
  form: RegistrationForm,
): string | null {
  const value = form[field].trim();
  switch (field) {
    case 'firstName':
      return value ? null : registrationMessages.firstNameRequired;
    case 'lastName':
      return value ? null : registrationMessages.lastNameRequired;
    case 'email':
      if (!value) return registrationMessages.emailRequired;
      return EMAIL_PATTERN.test(value) ? null : registrationMessages.emailInvalid;
    case 'postalCode':
      if (!value) return registrationMessages.postalCodeRequired;
      return POSTAL_CODE_PATTERN.test(value) ? null : registrationMessages.postalCodeInvalid;
    case 'company':
      if (form.accountType !== 'company') return null;
      return value ? null : registrationMessages.companyRequired;
    case 'streetAddress':
    case 'city':
    case 'country':
      return value ? null : '';
  }
}

/** The fields that must be filled for the current account type. */
export function requiredRegistrationFields(form: RegistrationForm): RegistrationField[] {
  const fields: RegistrationField[] = [
    'firstName',
    'lastName',
    'email',
    'streetAddress',
    'city',
    'postalCode',
    'country',
  ];
  if (form.accountType === 'company') fields.push('company');
  return fields;
}

export type SubmitHint =
  | { kind: 'ready' }
  | { kind: 'fixErrors' }
  | { kind: 'fillAll' }
  | { kind: 'missing'; count: number }
  | { kind: 'acceptMembership' };

/**
 * Why the register button is disabled (spec part 1 §2 'Register screen'):
 * 'Fix validation errors', 'Fill all fields & accept membership', 'N field(s) missing',
 * 'Accept membership required'.
 */
export function registrationSubmitHint(form: RegistrationForm): SubmitHint {
  const required = requiredRegistrationFields(form);
  const missing = required.filter((f) => !form[f].trim()).length;
  const hasError = required.some((f) => {
    const message = validateRegistrationField(f, form);
    return form[f].trim() !== '' && message !== null;
  });
  if (hasError) return { kind: 'fixErrors' };
  if (missing > 0 && !form.becomeMember) return { kind: 'fillAll' };
  if (missing > 0) return { kind: 'missing', count: missing };
  if (!form.becomeMember) return { kind: 'acceptMembership' };
  return { kind: 'ready' };
}
