import type { RegisterResponse } from '@foodhub/contracts';
import type { RegistrationField } from '@foodhub/domain';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loginPathWithRedirect } from '../../../config/paths';
import { useRegister } from '../api/register';
import { clearRegistrationDraft } from '../hooks/use-registration-draft';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { PersonFields, REGISTRATION_AUTOCOMPLETE } from '../../../components/person-fields';
import { currentLanguage } from '../../../lib/i18n';
import { localizedServerMessage } from '../../../lib/server-text';
import { toRegisterRequest } from '../lib/registration-payload';
import { submitHintText, translateValidation } from '../lib/registration-messages';
import { PledgeLink } from './pledge-link';

interface RegisterFormProps {
  /** The answer of a successful registration and the e-mail it was made for. */
  onRegistered(answer: RegisterResponse, email: string): void;
}

/** Spec part 1 §2 'Register screen' and §5 'Validation rules'. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { form, hint, inputProps, changeAccountType } = useRegistrationForm();
  const mutation = useRegister();
  const hintText = submitHintText(hint, t);
  // The page the visitor was on their way to (the tool): the login link keeps it.
  const [searchParams] = useSearchParams();

  function field(name: RegistrationField) {
    const { error, ...input } = inputProps(name);
    return {
      ...input,
      id: `register-${name}`,
      name,
      label: t(`register.${name === 'company' ? 'companyName' : name}`),
      autoComplete: REGISTRATION_AUTOCOMPLETE[name],
      required: true,
      // '' marks a required field without a message: red outline, no text.
      error:
        error === '' ? true : typeof error === 'string' ? translateValidation(error, t) : undefined,
    };
  }

  const handleSubmit = form.onSubmit((values) => {
    if (hint.kind !== 'ready' || mutation.isPending) return;
    const request = toRegisterRequest(values, currentLanguage());
    mutation.mutate(request, {
      onSuccess: (answer) => {
        clearRegistrationDraft();
        onRegistered(answer, request.email);
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('register.heading')}>
      <Stack gap="md">
        <PersonFields
          idPrefix="register"
          accountType={form.values.accountType}
          onAccountTypeChange={changeAccountType}
          labels={{
            accountType: t('register.accountType'),
            individual: t('register.individual'),
            company: t('register.company'),
          }}
          field={field}
          afterName={
            <TextInput
              {...field('email')}
              type="email"
              description={t('register.passwordByEmail')}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
            />
          }
        />
        <Stack gap="xs" mt="xs">
          <PledgeLink accountType={form.values.accountType} />
          <Checkbox
            label={t('register.becomeMember')}
            required
            {...form.getInputProps('becomeMember', { type: 'checkbox' })}
          />
        </Stack>
        {mutation.isError && (
          <Alert color="red" variant="light">
            {localizedServerMessage(mutation.error, t, t('register.failed'))}
          </Alert>
        )}
        <Stack gap={6}>
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={hint.kind !== 'ready'}
            loading={mutation.isPending}
            aria-describedby={hintText ? 'register-submit-hint' : undefined}
          >
            {t('register.submit')}
          </Button>
          <Text id="register-submit-hint" size="sm" c="dimmed" ta="center" aria-live="polite">
            {hintText}
          </Text>
        </Stack>
        <Text size="sm" ta="center" c="dimmed">
          {t('register.haveAccount')}{' '}
          <Anchor
            component={Link}
            to={loginPathWithRedirect(searchParams.get('redirect'))}
            fw={600}
          >
            {t('register.login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
