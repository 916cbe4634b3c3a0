import { PASSWORD_MIN_LENGTH, passwordMessages, validateNewPassword } from '@foodhub/domain';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { localizedServerMessage } from '../../../lib/server-text';
import { useChangePassword } from '../api/change-password';
import { notifySuccess } from '../lib/notify';
import { passwordErrorText } from '../lib/validation-text';

type Field = 'current' | 'next' | 'confirm';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string | null>>;

const empty: Values = { current: '', next: '', confirm: '' };

/** The English message of each field's rule, or null when it is fine. */
function check(field: Field, values: Values): string | null {
  switch (field) {
    case 'current':
      return values.current ? null : passwordMessages.currentRequired;
    case 'next':
      return validateNewPassword(values.next, values.current || undefined);
    case 'confirm':
      return values.confirm === values.next ? null : passwordMessages.confirmMismatch;
  }
}

/**
 * 'Change password' of Account Settings: the current password, a new one that meets the rule
 * (at least 10 characters with a letter and a digit) and its confirmation.
 */
export function ChangePasswordForm({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const mutation = useChangePassword();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function input(field: Field) {
    const error = errors[field];
    return {
      id: `change-password-${field}`,
      required: true,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        if (error) setErrors((current) => ({ ...current, [field]: null }));
      },
      // Only a filled field is checked on leaving it; submitting checks all.
      onBlur: () => {
        if (values[field]) setErrors((current) => ({ ...current, [field]: check(field, values) }));
      },
      error: error ? passwordErrorText(error, t) : undefined,
      // Mantine sets aria-invalid on text inputs but not on the password input.
      'aria-invalid': error ? true : undefined,
      visibilityToggleButtonProps: { 'aria-label': t('password.show'), tabIndex: 0 },
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const fields: Field[] = ['current', 'next', 'confirm'];
    const found: FieldErrors = Object.fromEntries(fields.map((f) => [f, check(f, values)]));
    setErrors(found);
    setFailure(null);
    const invalid = fields.find((f) => found[f] !== null);
    if (invalid) {
      document.getElementById(`change-password-${invalid}`)?.focus();
      return;
    }
    mutation.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: (answer) => {
          setValues(empty);
          notifySuccess({
            title: t('password.changedTitle'),
            message: localizedServerMessage(answer, t, t('password.changedTitle')),
            closeLabel: tc('dialog.close'),
          });
        },
        onError: (error) => {
          const message = localizedServerMessage(error, t, t('password.failed'));
          if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
            // Shown by the field's error; the English text is not one of the rule messages.
            setErrors({ current: message });
            document.getElementById('change-password-current')?.focus();
          } else {
            setFailure(message);
          }
        },
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" mb={4}>
        {t('password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('password.intro')}
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label={t('password.title')}>
        <Stack gap="md">
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email ?? ''}
            readOnly
            hidden
          />
          <PasswordInput
            {...input('current')}
            label={t('password.current')}
            autoComplete="current-password"
          />
          <PasswordInput
            {...input('next')}
            label={t('password.new')}
            description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
          />
          <PasswordInput
            {...input('confirm')}
            label={t('password.confirm')}
            autoComplete="new-password"
          />
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
