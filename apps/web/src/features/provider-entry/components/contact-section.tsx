import { PROVIDER_ENTRY_LIMITS as LIMITS } from '@foodhub/contracts';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntryField } from '../hooks/use-entry-field';
import type { EntryForm } from '../hooks/use-entry-form';
import { FormSection } from './form-section';

/**
 * Who users may contact. The operator always sees every contact given; users only those ticked
 * under 'Show to users', none by default: publishing a person's details is the organisation's
 * own choice.
 */
export function ContactSection({ form }: { form: EntryForm }) {
  const { t } = useTranslation('provider-entry');
  const field = useEntryField(form);
  return (
    <FormSection name="contact" title={t('sections.contact')} intro={t('contact.intro')}>
      <Stack gap="md">
        <TextInput
          {...field('contact_person')}
          label={t('fields.contactPerson')}
          autoComplete="name"
          maxLength={LIMITS.short}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            {...field('contact.email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <TextInput
            {...field('contact.phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('contact.showLabel')}
          description={t('contact.showDescription')}
          value={(['person', 'email', 'phone'] as const).filter((k) => form.values.show_contact[k])}
          onChange={(shown) =>
            form.setFieldValue('show_contact', {
              person: shown.includes('person'),
              email: shown.includes('email'),
              phone: shown.includes('phone'),
            })
          }
        >
          <Stack gap="xs" mt="xs">
            <Checkbox value="person" label={t('contact.showPerson')} />
            <Checkbox value="email" label={t('contact.showEmail')} />
            <Checkbox value="phone" label={t('contact.showPhone')} />
          </Stack>
        </Checkbox.Group>
      </Stack>
    </FormSection>
  );
}
