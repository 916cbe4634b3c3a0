import type { RegistrationForm } from '@foodhub/domain';
import * as z from 'zod/mini';

/** sessionStorage key of the register form draft: it survives a reload, not the tab. */
export const REGISTRATION_DRAFT_KEY = 'register-draft';

export const emptyRegistrationForm: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  streetAddress: '',
  city: '',
  postalCode: '',
  country: '',
  accountType: 'individual', // spec part 1 §5: account type defaults to individual
  company: '',
  becomeMember: false,
};

const text = z.string();

/** The stored draft: read whole, or dropped (a half-typed form is not worth a half-read). */
const draftSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  streetAddress: text,
  city: text,
  postalCode: text,
  country: text,
  accountType: z.enum(['individual', 'company']),
  company: text,
  becomeMember: z.boolean(),
});

/** The stored draft (the form's initial values), or the empty form. */
export function readRegistrationDraft(): RegistrationForm {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null');
    const read = z.safeParse(draftSchema, stored);
    if (read.success) return read.data;
  } catch {
    // Not JSON: dropped below.
  }
  clearRegistrationDraft();
  return { ...emptyRegistrationForm };
}

/** Keeps the values typed so far, so a reload loses nothing. */
export function saveRegistrationDraft(form: RegistrationForm) {
  sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(form));
}

export function clearRegistrationDraft() {
  sessionStorage.removeItem(REGISTRATION_DRAFT_KEY);
}
