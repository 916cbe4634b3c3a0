import { ENTRY_NAME_MAX_LENGTH, ENTRY_POSTAL_CODE_MAX_LENGTH } from '@foodhub/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyLocation } from '../../../../stores/stepper-data';
import { useStepperStore } from '../../../../stores/stepper-store';
import { composeAddress } from '../../../../lib/compose-address';
import { useFocusOnArrival } from '../../../../lib/focus-request';
import { CountryInput } from './country-input';
import { LocatedNote } from './located-note';

/** Browser autofill tokens of the address parts. */
const autoComplete: Record<Exclude<keyof CompanyLocation, 'country'>, string> = {
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};

/** Street, postal code, city and country: geocoded on Next (spec part 1 §4). */
export function AddressFields() {
  const { t } = useTranslation('matching');
  const location = useStepperStore((s) => s.companyProfile.location);
  const setCompanyLocation = useStepperStore((s) => s.setCompanyLocation);
  // What was located is shown only while the fields still hold the address it was located for.
  const locatedCurrent = useStepperStore(
    (s) => s.companyProfile.lastGeocodedAddress === composeAddress(s.companyProfile.location),
  );

  // 'Check the address' (step 2) leads here: the street address takes the focus.
  const addressRef = useRef<HTMLInputElement>(null);
  useFocusOnArrival('address', () => addressRef.current);

  const field = (name: keyof typeof autoComplete) => ({
    label: t(`companyData.fields.${name}`),
    name,
    autoComplete: autoComplete[name],
    // The match request's limits, so what is typed here is always accepted.
    maxLength: name === 'postalCode' ? ENTRY_POSTAL_CODE_MAX_LENGTH : ENTRY_NAME_MAX_LENGTH,
    value: location[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setCompanyLocation({ [name]: event.currentTarget.value }),
  });

  return (
    <Stack gap="md">
      <TextInput {...field('address')} ref={addressRef} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput {...field('postalCode')} />
        <TextInput {...field('city')} />
      </SimpleGrid>
      <CountryInput
        value={location.country}
        onChange={(country) => setCompanyLocation({ country })}
      />
      {locatedCurrent && <LocatedNote />}
    </Stack>
  );
}
