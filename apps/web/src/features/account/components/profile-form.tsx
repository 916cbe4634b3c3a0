import type { UpdateProfileRequest, UserInfo } from '@foodhub/contracts';
import { validateRegistrationField, type RegistrationForm } from '@foodhub/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  PersonFields,
  REGISTRATION_AUTOCOMPLETE,
  type PersonField,
} from '../../../components/person-fields';
import { localizedServerMessage } from '../../../lib/server-text';
import { useUpdateProfile } from '../api/update-profile';
import { notifySuccess } from '../../../lib/notify';
import { profileErrorText } from '../lib/validation-text';

/** The registration fields a user edits here: all but e-mail, password and the pledge. */
type ProfileField = PersonField;
type ProfileValues = Omit<RegistrationForm, 'email' | 'becomeMember'>;

function valuesOf(user: UserInfo): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    streetAddress: user.streetAddress,
    city: user.city,
    postalCode: user.postalCode,
    country: user.country,
    accountType: user.accountType,
    company: user.company ?? '',
  };
}

/**
 * The rules of registration (spec part 1 §5) for the fields of the chosen account type, in the
 * order the form shows them (the first invalid one gets the focus).
 */
function validate(values: ProfileValues) {
  const fields: ProfileField[] = values.accountType === 'company' ? ['company'] : [];
  fields.push('firstName', 'lastName', 'streetAddress', 'postalCode', 'city', 'country');
  // E-mail and membership are not edited here; the field rules never read them.
  const form = { ...values, email: '', becomeMember: true };
  return Object.fromEntries(fields.map((field) => [field, validateRegistrationField(field, form)]));
}

function toRequest(values: ProfileValues): UpdateProfileRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    streetAddress: values.streetAddress.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim(),
    accountType: values.accountType,
    company: values.accountType === 'company' ? values.company.trim() : null,
  };
}

interface ProfileFormProps {
  user: UserInfo;
  /** Called after saving (with the stored profile in the user info cache) and on cancel. */
  onDone(): void;
}

/**
 * Edits the profile given at registration, checked with the registration rules on blur and on
 * submit; a saved profile refreshes the account information and shows a notification.
 */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const mutation = useUpdateProfile();
  const form = useForm({ initialValues: valuesOf(user), validate, validateInputOnBlur: true });

  function field(name: ProfileField) {
    const { error, ...input } = form.getInputProps(name);
    return {
      ...input,
      id: `profile-${name}`,
      name,
      label: t(`profile.${name === 'company' ? 'companyName' : name}`),
      autoComplete: REGISTRATION_AUTOCOMPLETE[name],
      required: true,
      error: typeof error === 'string' ? profileErrorText(error, t) : undefined,
    };
  }

  const handleSubmit = form.onSubmit(
    (values) => {
      if (mutation.isPending) return;
      mutation.mutate(toRequest(values), {
        onSuccess: () => {
          notifySuccess({
            title: t('profile.savedTitle'),
            message: t('profile.saved'),
            closeLabel: tc('dialog.close'),
          });
          onDone();
        },
      });
    },
    (errors) => document.getElementById(`profile-${Object.keys(errors)[0]}`)?.focus(),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('profile.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.intro')}
        </Text>
        <PersonFields
          idPrefix="profile"
          accountType={form.values.accountType}
          onAccountTypeChange={(value) => {
            form.setFieldValue('accountType', value);
            form.clearFieldError('company');
          }}
          labels={{
            accountType: t('details.accountType'),
            individual: t('values.individual'),
            company: t('values.company'),
          }}
          field={field}
        />
        {mutation.isError && (
          <Alert color="red" variant="light">
            {localizedServerMessage(mutation.error, t, t('profile.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
