import {
  registrationSubmitHint,
  validateRegistrationField,
  type RegistrationField,
  type RegistrationForm,
} from '@foodhub/domain';
import { useState } from 'react';
import { useRegistrationDraft } from './use-registration-draft';

/** A field's shown error: a message, '' for "required, no message" (spec part 1 §5), or null. */
type FieldErrors = Partial<Record<RegistrationField, string | null>>;

/**
 * The register form's state: values (persisted draft), errors checked on blur and, for the
 * e-mail, also while typing once the field was left (spec part 1 §5), and the submit hint.
 */
export function useRegistrationForm() {
  const { form, setField, clearDraft } = useRegistrationDraft();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});

  function validate(field: RegistrationField, values: RegistrationForm) {
    setErrors((current) => ({ ...current, [field]: validateRegistrationField(field, values) }));
  }

  function change(field: RegistrationField, value: string) {
    setField(field, value);
    if (field === 'email' && touched.email) validate(field, { ...form, email: value });
  }

  function blur(field: RegistrationField) {
    setTouched((current) => ({ ...current, [field]: true }));
    validate(field, form);
  }

  function changeAccountType(accountType: RegistrationForm['accountType']) {
    setField('accountType', accountType);
    // The company name is only asked of companies; its old error must not linger.
    setErrors((current) => ({ ...current, company: null }));
    setTouched((current) => ({ ...current, company: false }));
  }

  return {
    form,
    errors,
    hint: registrationSubmitHint(form),
    change,
    blur,
    changeAccountType,
    setBecomeMember: (value: boolean) => setField('becomeMember', value),
    clearDraft,
  };
}
