import type { RegistrationForm } from '@foodhub/domain';
import * as z from 'zod/mini';
import { sessionDraft } from '../../../lib/session-draft';

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
const draft = sessionDraft(
  z.object({
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
  }),
);

/** The stored draft (the form's initial values), or the empty form. */
export function readRegistrationDraft(): RegistrationForm {
  return draft.read(REGISTRATION_DRAFT_KEY) ?? { ...emptyRegistrationForm };
}

/** Keeps the values typed so far, so a reload loses nothing. */
export function saveRegistrationDraft(form: RegistrationForm) {
  draft.save(REGISTRATION_DRAFT_KEY, form);
}

export function clearRegistrationDraft() {
  draft.clear(REGISTRATION_DRAFT_KEY);
}
