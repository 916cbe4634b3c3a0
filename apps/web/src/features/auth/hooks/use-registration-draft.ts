import type { RegistrationForm } from '@foodhub/domain';

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

/** The stored draft, keeping only known fields of the right type (the form's initial values). */
export function readRegistrationDraft(): RegistrationForm {
  const form = { ...emptyRegistrationForm };
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return form;
    const draft = stored as Record<string, unknown>;
    for (const key of Object.keys(form) as (keyof RegistrationForm)[]) {
      const value = draft[key];
      if (typeof value !== typeof form[key]) continue;
      if (key === 'accountType' && value !== 'individual' && value !== 'company') continue;
      Object.assign(form, { [key]: value });
    }
  } catch {
    // A broken draft is simply dropped.
  }
  return form;
}

/** Keeps the values typed so far, so a reload loses nothing. */
export function saveRegistrationDraft(form: RegistrationForm) {
  sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(form));
}

export function clearRegistrationDraft() {
  sessionStorage.removeItem(REGISTRATION_DRAFT_KEY);
}
