import type { RegistrationField } from '@foodhub/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { SegmentedChoice } from './segmented-choice';

/** Browser autofill tokens of the registration's fields. */
export const REGISTRATION_AUTOCOMPLETE: Record<RegistrationField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  streetAddress: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
  company: 'organization',
};

type AccountType = 'individual' | 'company';
/** The fields shown here: the registration's, but the e-mail (given as `afterName`). */
export type PersonField = Exclude<RegistrationField, 'email'>;

interface PersonFieldsProps {
  /** Prefix of the account type label's id, e.g. 'register'. */
  idPrefix: string;
  accountType: AccountType;
  onAccountTypeChange(value: AccountType): void;
  labels: { accountType: string; individual: string; company: string };
  /** The props of one field's input (value, label, error, ...), from the form. */
  field(name: PersonField): ComponentProps<typeof TextInput>;
  /** Shown after the name fields (the registration's e-mail). */
  afterName?: ReactNode;
}

/**
 * The person and address fields of registration (spec part 1 §2), in their order: account type,
 * company name for a company, names, then the address. Register and the profile edit both show
 * them, so the two forms stay alike.
 */
export function PersonFields({
  idPrefix,
  accountType,
  onAccountTypeChange,
  labels,
  field,
  afterName,
}: PersonFieldsProps) {
  const labelId = `${idPrefix}-account-type-label`;
  return (
    <>
      <Stack gap={6}>
        <Text size="sm" fw={500} id={labelId}>
          {labels.accountType}
        </Text>
        <SegmentedChoice
          fullWidth
          aria-labelledby={labelId}
          value={accountType}
          onChange={onAccountTypeChange}
          data={[
            { value: 'individual', label: labels.individual },
            { value: 'company', label: labels.company },
          ]}
        />
      </Stack>
      {accountType === 'company' && <TextInput {...field('company')} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput {...field('firstName')} />
        <TextInput {...field('lastName')} />
      </SimpleGrid>
      {afterName}
      <TextInput {...field('streetAddress')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput {...field('postalCode')} />
        <TextInput {...field('city')} />
      </SimpleGrid>
      <TextInput {...field('country')} />
    </>
  );
}
