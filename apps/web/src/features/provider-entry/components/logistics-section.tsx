import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import { Checkbox, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decimalSeparator } from '../../../lib/format-number';
import { useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { FormSection } from './form-section';

/** Whether the organisation fetches the surplus (how far, how often) or takes deliveries. */
export function LogisticsSection({ form }: { form: EntryForm }) {
  const { t, i18n } = useTranslation('provider-entry');
  const field = useEntryField(form);
  const pickup = form.values.logistics.pickup.available;
  return (
    <FormSection name="logistics" title={t('sections.logistics')}>
      <Stack gap="md">
        <Checkbox
          {...field('logistics.pickup.available', { type: 'checkbox' })}
          label={t('fields.pickupAvailable')}
        />
        {/* The details only count with pickup offered (they are not sent without it). */}
        {pickup && (
          <Stack gap="md" pl={{ base: 0, xs: 'lg' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <NumberInput
                {...field('logistics.pickup.radius_km')}
                label={t('fields.pickupRadius')}
                min={0}
                max={LIMITS.radiusKm}
                clampBehavior="none"
                allowNegative={false}
                decimalSeparator={decimalSeparator(i18n.language)}
                hideControls
                rightSection="km"
              />
              <TextInput
                {...field('logistics.pickup.frequency')}
                label={t('fields.pickupFrequency')}
                placeholder={t('fields.pickupFrequencyPlaceholder')}
                maxLength={LIMITS.short}
              />
            </SimpleGrid>
            <Checkbox
              {...field('logistics.pickup.weekend', { type: 'checkbox' })}
              label={t('fields.pickupWeekend')}
            />
          </Stack>
        )}
        <Checkbox
          {...field('logistics.delivery.accepted', { type: 'checkbox' })}
          label={t('fields.deliveryAccepted')}
        />
      </Stack>
    </FormSection>
  );
}
