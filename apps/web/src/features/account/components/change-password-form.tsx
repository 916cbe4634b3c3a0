import { PASSWORD_MIN_LENGTH, passwordMessages, validateNewPassword } from '@foodhub/domain';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { localizedServerMessage } from '../../../lib/server-text';
import { useChangePassword } from '../api/change-password';
import { notifySuccess } from '../../../lib/notify';
import { passwordErrorText } from '../lib/validation-text';

type Field = 'current' | 'next' | 'confirm';

/** Each field's rule, in the order of the form; an error is the English message. */
const rules = {
  current: (value: string) => (value ? null : passwordMessages.currentRequired),
  next: (value: string, values: Record<Field, string>) =>
    validateNewPassword(value, values.current || undefined),
  confirm: (value: string, values: Record<Field, string>) =>
    value === values.next ? null : passwordMessages.confirmMismatch,
};

const focusField = (field: string | undefined) =>
  document.getElementById(`change-password-${field}`)?.focus();

/**
 * 'Change password' of Account Settings: the current password, a new one that meets the rule
 * (at least 10 characters with a letter and a digit) and its confirmation.
 */
export function ChangePasswordForm({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const mutation = useChangePassword();
  const form = useForm({ initialValues: { current: '', next: '', confirm: '' }, validate: rules });
  const [failure, setFailure] = useState<string | null>(null);

  function input(field: Field) {
    const { error, ...props } = form.getInputProps(field);
    return {
      ...props,
      id: `change-password-${field}`,
      required: true,
      // Only a filled field is checked on leaving it; submitting checks all.
      onBlur: () => {
        if (form.values[field]) form.validateField(field);
      },
      error: typeof error === 'string' ? passwordErrorText(error, t) : undefined,
      // Mantine sets aria-invalid on text inputs but not on the password input.
      'aria-invalid': error ? true : undefined,
      visibilityToggleButtonProps: { 'aria-label': t('password.show'), tabIndex: 0 },
    };
  }

  const save = form.onSubmit(
    (values) => {
      if (mutation.isPending) return;
      mutation.mutate(
        { currentPassword: values.current, newPassword: values.next },
        {
          onSuccess: (answer) => {
            form.reset();
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
              form.setErrors({ current: message });
              focusField('current');
            } else if (error instanceof ApiError && error.code === 'PASSWORD_TOO_COMMON') {
              // Only the server knows the list of common passwords.
              form.setErrors({ next: message });
              focusField('next');
            } else {
              setFailure(message);
            }
          },
        },
      );
    },
    (errors) => focusField(Object.keys(errors)[0]),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h4" mb={4}>
        {t('password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('password.intro')}
      </Text>
      <form
        onSubmit={(event) => {
          setFailure(null);
          save(event);
        }}
        noValidate
        aria-label={t('password.title')}
      >
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
