import {
  registrationSubmitHint,
  requiredRegistrationFields,
  validateRegistrationField,
  type RegistrationField,
  type RegistrationForm,
} from '@foodhub/domain';
import { useForm } from '@mantine/form';
import { useRef, useState, type ChangeEvent } from 'react';
import { readRegistrationDraft, saveRegistrationDraft } from './use-registration-draft';

/** The domain's rule of each field the account type asks for (spec part 1 §5). */
function validate(values: RegistrationForm) {
  const fields = requiredRegistrationFields(values);
  return Object.fromEntries(
    fields.map((field) => [field, validateRegistrationField(field, values)]),
  );
}

/**
 * The register form (values kept as a draft in sessionStorage): a field is checked when left,
 * the e-mail also while typing once it was left (spec part 1 §5), and the submit hint. An error
 * is a message or '' ("required", no message).
 */
export function useRegistrationForm() {
  const [initialValues] = useState(readRegistrationDraft);
  const emailLeft = useRef(false);
  const form = useForm<RegistrationForm>({
    initialValues,
    validate,
    validateInputOnBlur: true,
    // A message stays while typing, until the field is left again.
    clearInputErrorOnChange: false,
    onValuesChange: saveRegistrationDraft,
  });

  function inputProps(field: RegistrationField) {
    const props = form.getInputProps(field);
    if (field !== 'email') return props;
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        if (emailLeft.current) form.validateField('email');
      },
      onBlur: () => {
        emailLeft.current = true;
        props.onBlur?.();
      },
    };
  }

  function changeAccountType(accountType: RegistrationForm['accountType']) {
    form.setFieldValue('accountType', accountType);
    // The company name is only asked of companies; its old error must not linger.
    form.clearFieldError('company');
  }

  return { form, hint: registrationSubmitHint(form.values), inputProps, changeAccountType };
}
