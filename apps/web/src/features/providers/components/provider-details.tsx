import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessCategoryLabel,
  foodGroupLabel,
  foodSubgroupLabel,
} from '../../../components/catalogue-labels';
import { FactList, type Fact } from '../../../components/fact-list';
import { TagList } from '../../../components/tag-list';
import { formatNumber } from '../../../lib/format-number';
import { useProviderAction } from '../../../lib/providers/provider-action-slot';
import { additionalInfoEntries } from '../../../lib/providers/provider-format';
import type { ProviderView } from '../../../lib/providers/provider-view';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.3 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const isSet = <T,>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

/**
 * The detail sections of a provider card (spec part 1 §2 'Provider lists'), in the spec's
 * order. A section the provider says nothing about is left out; Contact Information always shows.
 */
export function ProviderDetails({ provider }: { provider: ProviderView }) {
  const { t, i18n } = useTranslation(['providers', 'catalogue']);
  // What the page offers to do with the provider ('Offer this surplus'), beside its contact.
  const action = useProviderAction();
  const format = (value: number) => formatNumber(value, undefined, i18n.language);
  const yesNo = (value: boolean | null) =>
    value === null ? null : value ? t('values.yes') : t('values.no');
  const facts = (pairs: [string, ReactNode][]): Fact[] =>
    pairs.filter(([, value]) => isSet(value)).map(([label, value]) => ({ label, value }));

  const pickup = provider.logistics?.pickup;
  const logistics = facts([
    [t('logistics.pickup'), yesNo(pickup?.available ?? null)],
    [
      t('logistics.radius'),
      pickup?.radius_km != null ? t('values.km', { value: format(pickup.radius_km) }) : null,
    ],
    [t('logistics.frequency'), pickup?.frequency ?? null],
    [t('logistics.weekend'), yesNo(pickup?.weekend ?? null)],
    [t('logistics.delivery'), yesNo(provider.logistics?.delivery.accepted ?? null)],
  ]);

  const constraints = provider.constraints;
  const asText = (v: string | number | boolean | null | undefined) => {
    if (typeof v === 'boolean') return yesNo(v);
    if (typeof v === 'number') return Number.isFinite(v) ? format(v) : null;
    return v ?? null;
  };
  const requirements = facts([
    [t('requirements.preparation'), asText(constraints?.preparation)],
    [t('requirements.minimumQuantity'), asText(constraints?.minimum_quantity_acceptance)],
    [t('requirements.frequency'), asText(constraints?.frequency)],
    [t('requirements.additional'), asText(constraints?.additional_requirements)],
  ]);

  // Groups and subgroups come by their English names and are shown translated; surplus names
  // are the provider's own words.
  const accepted = provider.acceptedFoodTypes;
  const acceptedGroups = [
    [t('accepted.foodGroups'), (accepted?.food_group ?? []).map((g) => foodGroupLabel(g, t))],
    [
      t('accepted.foodSubgroups'),
      (accepted?.food_subgroup ?? []).map((g) => foodSubgroupLabel(g, t)),
    ],
    [t('accepted.surplusNames'), accepted?.surplus_name ?? []],
  ] as const;

  const info = additionalInfoEntries(provider.additionalInformation, {
    yes: t('values.yes'),
    no: t('values.no'),
  });

  const capacity = provider.capacity.filter(
    (c) => c.food_category || c.max_kg_per_week !== null || c.note,
  );

  return (
    <Stack gap="md">
      {provider.description && (
        <Section title={t('sections.description')}>
          <Text size="sm">{provider.description}</Text>
        </Section>
      )}
      {provider.institutionTypes.length > 0 && (
        <Section title={t('sections.institutionTypes')}>
          <TagList values={provider.institutionTypes} color="blue" />
        </Section>
      )}
      {capacity.length > 0 && (
        <Section title={t('sections.capacity')}>
          <FactList
            facts={capacity.map((c, i) => ({
              label: c.food_category
                ? foodGroupLabel(c.food_category, t)
                : t('capacity.anyFood', { n: i + 1 }),
              value: (
                <>
                  {c.max_kg_per_week !== null
                    ? t('capacity.perWeek', { value: format(c.max_kg_per_week) })
                    : t('notSpecified')}
                  {c.needed && (
                    <Text span size="sm" c="dimmed">
                      {' · '}
                      {t(`capacity.needed.${c.needed}`, { defaultValue: c.needed })}
                    </Text>
                  )}
                  {c.note && (
                    <Text size="xs" c="dimmed">
                      {c.note}
                    </Text>
                  )}
                </>
              ),
            }))}
          />
        </Section>
      )}
      {logistics.length > 0 && (
        <Section title={t('sections.logistics')}>
          <FactList facts={logistics} />
        </Section>
      )}
      {requirements.length > 0 && (
        <Section title={t('sections.requirements')}>
          <FactList facts={requirements} />
        </Section>
      )}
      {acceptedGroups.some(([, values]) => values.length > 0) && (
        <Section title={t('sections.acceptedFoodTypes')}>
          <FactList
            facts={acceptedGroups
              .filter(([, values]) => values.length > 0)
              .map(([label, values]) => ({ label, value: <TagList values={[...values]} /> }))}
          />
        </Section>
      )}
      {provider.businessCategories.length > 0 && (
        <Section title={t('sections.businessCategories')}>
          <TagList
            values={provider.businessCategories.map((c) => businessCategoryLabel(c, t))}
            color="grape"
          />
        </Section>
      )}
      {info.length > 0 && (
        <Section title={t('sections.additional')}>
          <FactList
            facts={info.map((entry) => ({
              label: entry.label,
              value: entry.href ? (
                <Anchor href={entry.href} target="_blank" rel="noopener noreferrer nofollow">
                  {entry.value}
                </Anchor>
              ) : (
                entry.value
              ),
            }))}
          />
        </Section>
      )}
      <Section title={t('sections.contact')}>
        <ContactFacts provider={provider} />
        {action?.(provider)}
      </Section>
    </Stack>
  );
}

/** Contact person, e-mail (mailto) and phone (tel), or 'Not specified'. */
export function ContactFacts({ provider }: { provider: ProviderView }) {
  const { t } = useTranslation('providers');
  const { email, phone } = provider.contact;
  const contact: Fact[] = [];
  if (provider.contactPerson) {
    contact.push({ label: t('contact.person'), value: provider.contactPerson });
  }
  if (email) {
    contact.push({
      label: t('contact.email'),
      value: <Anchor href={`mailto:${email}`}>{email}</Anchor>,
    });
  }
  if (phone) {
    contact.push({
      label: t('contact.phone'),
      value: <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>,
    });
  }
  return contact.length > 0 ? (
    <FactList facts={contact} />
  ) : (
    <Text size="sm" c="dimmed">
      {t('notSpecified')}
    </Text>
  );
}
