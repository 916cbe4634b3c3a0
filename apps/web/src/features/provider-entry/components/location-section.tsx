import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import type { GeocodePrecision } from '@foodhub/contracts';
import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import {
  Button,
  Checkbox,
  Group,
  Input,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LocatedText } from '../../../components/located-text';
import { fieldId, useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { useFindOnMap } from '../hooks/use-find-on-map';
import type { ProviderEntryFormValues } from '../lib/form-values';
import { errorText } from '../lib/validation';
import { FormSection } from './form-section';

// Leaflet loads only once a place is shown: most visits to the page never need it.
const LocationMap = lazy(() => import('./location-map'));

/** How close the map comes: a street address closer than the middle of a postal code's area. */
const ZOOM: Record<GeocodePrecision | 'saved', number> = {
  address: 16,
  postal_code: 13,
  city: 12,
  saved: 15,
};

type AddressPart = keyof ProviderEntryFormValues['location'];

interface LocationSectionProps {
  form: EntryForm;
  countryName(code: string): string;
  focusFirstError(): void;
}

/**
 * The address, located on the map and confirmed by the organisation (users are shown the
 * distance to it). Any change to the address takes the found place and the confirmation away.
 */
export function LocationSection({ form, countryName, focusFirstError }: LocationSectionProps) {
  const { t } = useTranslation(['provider-entry', 'matching']);
  const field = useEntryField(form);
  const { find, finding, failed } = useFindOnMap(form, { countryName, onMissing: focusFirstError });
  const { location_geo: geo, located } = form.values;

  const addressField = (part: AddressPart) => {
    const path = `location.${part}`;
    const change = (value: string) => {
      const previous = form.getValues();
      form.setValues({
        location: { ...previous.location, [part]: value },
        ...(previous.location_geo || previous.located
          ? { location_geo: null, located: null, place_confirmed: false }
          : {}),
      });
      form.clearFieldError(path);
      form.clearFieldError('place_confirmed');
    };
    return { ...field(path), required: true, change };
  };
  const { change: changeAddress, ...address } = addressField('address');
  const { change: changePostalCode, ...postalCode } = addressField('postal_code');
  const { change: changeCity, ...city } = addressField('city');
  const { change: changeCountry, ...country } = addressField('country');

  const locateError = errorText(form.errors.location_geo, t);
  const confirmError = errorText(form.errors.place_confirmed, t);
  const locateErrorId = `${fieldId('location_geo')}-error`;
  const confirmErrorId = `${fieldId('place_confirmed')}-error`;

  return (
    <FormSection name="location" title={t('sections.location')} intro={t('location.intro')}>
      <Stack gap="md">
        <TextInput
          {...address}
          onChange={(event) => changeAddress(event.currentTarget.value)}
          label={t('fields.address')}
          autoComplete="street-address"
          maxLength={LIMITS.short}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            {...postalCode}
            onChange={(event) => changePostalCode(event.currentTarget.value)}
            label={t('fields.postalCode')}
            autoComplete="postal-code"
            maxLength={20}
          />
          <TextInput
            {...city}
            onChange={(event) => changeCity(event.currentTarget.value)}
            label={t('fields.city')}
            autoComplete="address-level2"
            maxLength={LIMITS.short}
          />
        </SimpleGrid>
        <Select
          {...country}
          onChange={(value) => changeCountry(value ?? '')}
          label={t('fields.country')}
          description={t('fields.countryDescription')}
          placeholder={t('fields.countryPlaceholder')}
          data={SERVICE_COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Group>
            <Button
              variant="light"
              leftSection={<IconMapPin size={16} aria-hidden />}
              loading={finding}
              onClick={find}
              id={fieldId('location_geo')}
              data-invalid={locateError ? 'true' : undefined}
              aria-describedby={locateError ? locateErrorId : undefined}
            >
              {t('location.find')}
            </Button>
          </Group>
          {locateError && <Input.Error id={locateErrorId}>{locateError}</Input.Error>}
          {failed && (
            <Text size="sm" c="red.8" role="alert">
              {t('location.findFailed')}
            </Text>
          )}
        </Stack>
        {located && !located.found && (
          <LocatedText
            locatedAs={located}
            notFound={(reason) => t('location.notFound', { reason })}
          />
        )}
        {geo && (
          <Stack gap="sm">
            {located?.found ? (
              <LocatedText locatedAs={located} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('location.saved')}
              </Text>
            )}
            <Suspense fallback={<Skeleton height={220} radius="md" />}>
              <LocationMap
                latitude={geo.coordinates[1]}
                longitude={geo.coordinates[0]}
                zoom={ZOOM[located?.found ? located.precision : 'saved']}
                label={t('location.mapLabel')}
              />
            </Suspense>
            <Stack gap={4}>
              <Checkbox
                id={fieldId('place_confirmed')}
                checked={form.values.place_confirmed}
                onChange={(event) => {
                  form.setFieldValue('place_confirmed', event.currentTarget.checked);
                  form.clearFieldError('place_confirmed');
                }}
                label={t('location.confirm')}
                description={t('location.confirmDescription')}
                required
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? confirmErrorId : undefined}
              />
              {confirmError && <Input.Error id={confirmErrorId}>{confirmError}</Input.Error>}
            </Stack>
          </Stack>
        )}
      </Stack>
    </FormSection>
  );
}
