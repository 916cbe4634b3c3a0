import type { AdminProviderEntry } from '@foodhub/contracts';
import { Anchor, Badge, Group, List, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessCategoryLabel,
  foodGroupLabel,
  foodSubgroupLabel,
} from '../../../components/catalogue-labels';
import type { Fact } from '../../../components/fact-list';
import { TagList } from '../../../components/tag-list';
import { websiteHref } from '../../../lib/providers/provider-format';
import { useAdminFormat } from '../lib/format';

/** One part of an entry's card: a heading and its facts (those with a value). */
export interface EntrySection {
  key: string;
  title: string;
  facts: Fact[];
}

const filled = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/** A link that leaves the console: a new tab, said to screen readers too. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t: tc } = useTranslation('common');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <VisuallyHidden> {tc('nav.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * The facts of an entry in the parts of the owner's form, everything the owner entered: the
 * operator checks the entry, so unlike the users' provider card it shows every contact, each
 * marked with whether users see it.
 */
export function useEntrySections(
  entry: AdminProviderEntry,
  solutionName: (id: string) => string,
): EntrySection[] {
  const { t } = useTranslation(['admin', 'catalogue']);
  const { date, country, count, amount, degrees } = useAdminFormat();
  const yesNo = (value: boolean) => (value ? t('providers.yes') : t('providers.no'));
  const text = (label: string, value: string | null | undefined): Fact[] =>
    filled(value) ? [{ label, value }] : [];
  const tags = (label: string, values: string[]): Fact[] =>
    values.length > 0 ? [{ label, value: <TagList values={values} /> }] : [];

  const contact = (label: string, value: string | null, shown: boolean, href?: string): Fact => ({
    label,
    value: (
      <Group gap={6} wrap="wrap">
        {filled(value) ? (
          href ? (
            <Anchor href={href}>{value}</Anchor>
          ) : (
            <span>{value}</span>
          )
        ) : (
          <Text span size="sm" c="dimmed">
            {t('providers.notGiven')}
          </Text>
        )}
        <Badge variant="light" color={shown ? 'green' : 'gray'} size="sm" tt="none">
          {shown ? t('providers.shown') : t('providers.hidden')}
        </Badge>
      </Group>
    ),
  });

  const { location, logistics, company_constraints: constraints } = entry;
  const [lon, lat] = entry.location_geo.coordinates;
  const site = entry.website?.trim() ?? '';
  const siteHref = websiteHref(site);
  const { pickup } = logistics;

  return [
    {
      key: 'entry',
      title: t('providers.sections.entry'),
      facts: [
        { label: t('providers.facts.owner'), value: entry.owner_email ?? t('providers.noOwner') },
        { label: t('providers.facts.submitted'), value: date(entry.created_at) },
        { label: t('providers.facts.updated'), value: date(entry.updated_at) },
        ...(entry.status === 'approved' && entry.verified_at
          ? [{ label: t('providers.facts.verified'), value: date(entry.verified_at) }]
          : []),
        ...(entry.status === 'rejected'
          ? [
              {
                label: t('providers.facts.rejectionReason'),
                value: entry.rejection_reason ?? t('providers.notGiven'),
              },
            ]
          : []),
      ],
    },
    {
      key: 'organisation',
      title: t('providers.sections.organisation'),
      facts: [
        ...text(
          t('providers.facts.businessCategory'),
          entry.business_category && businessCategoryLabel(entry.business_category, t),
        ),
        ...text(t('providers.facts.description'), entry.description),
        ...tags(t('providers.facts.institutionTypes'), entry.institution_types),
        ...(site
          ? [
              {
                label: t('providers.facts.website'),
                // Only an http(s) address is a link: the entry is the organisation's own text.
                value: siteHref ? (
                  <ExternalLink href={siteHref}>{site}</ExternalLink>
                ) : (
                  <>
                    {site} {t('providers.notLinked')}
                  </>
                ),
              },
            ]
          : []),
      ],
    },
    {
      key: 'place',
      title: t('providers.sections.place'),
      facts: [
        {
          label: t('providers.facts.address'),
          value: [
            location.address,
            `${location.postal_code} ${location.city}`.trim(),
            country(location.country),
          ]
            .filter(filled)
            .join(', '),
        },
        {
          label: t('providers.facts.coordinates'),
          value: (
            <>
              {t('providers.coordinates', { lat: degrees(lat), lon: degrees(lon) })}{' '}
              <ExternalLink
                href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
              >
                {t('providers.openMap')}
              </ExternalLink>
            </>
          ),
        },
      ],
    },
    {
      key: 'solutions',
      title: t('providers.sections.solutions'),
      facts: tags(t('providers.facts.solutions'), entry.solution_ids.map(solutionName)),
    },
    {
      key: 'food',
      title: t('providers.sections.food'),
      facts: [
        ...tags(
          t('providers.facts.foodGroups'),
          entry.accepted_food_types.food_group.map((group) => foodGroupLabel(group, t)),
        ),
        ...tags(
          t('providers.facts.foodSubgroups'),
          entry.accepted_food_types.food_subgroup.map((group) => foodSubgroupLabel(group, t)),
        ),
        ...tags(t('providers.facts.surplusNames'), entry.accepted_food_types.surplus_name),
        ...(entry.capacity.length > 0
          ? [
              {
                label: t('providers.facts.capacity'),
                value: (
                  <List size="sm" spacing={2}>
                    {entry.capacity.map((row, index) => (
                      <List.Item key={index}>
                        {[
                          row.food_category,
                          t(`providers.needed.${row.needed}`),
                          row.max_kg_per_week === null
                            ? null
                            : t('providers.capacityKg', { value: amount(row.max_kg_per_week) }),
                          row.note,
                        ]
                          .filter(filled)
                          .join(' · ')}
                      </List.Item>
                    ))}
                  </List>
                ),
              },
            ]
          : []),
      ],
    },
    {
      key: 'logistics',
      title: t('providers.sections.logistics'),
      facts: [
        { label: t('providers.facts.pickup'), value: yesNo(pickup.available) },
        ...(pickup.available && pickup.radius_km !== null
          ? [
              {
                label: t('providers.facts.pickupRadius'),
                value: t('providers.km', { value: count(pickup.radius_km) }),
              },
            ]
          : []),
        ...(pickup.available ? text(t('providers.facts.pickupFrequency'), pickup.frequency) : []),
        ...(pickup.available
          ? [{ label: t('providers.facts.pickupWeekend'), value: yesNo(pickup.weekend) }]
          : []),
        { label: t('providers.facts.delivery'), value: yesNo(logistics.delivery.accepted) },
      ],
    },
    {
      key: 'requirements',
      title: t('providers.sections.requirements'),
      facts: [
        ...text(t('providers.facts.preparation'), constraints.preparation),
        ...text(t('providers.facts.minimumQuantity'), constraints.minimum_quantity_acceptance),
        ...text(t('providers.facts.frequency'), constraints.frequency),
        ...text(t('providers.facts.additionalRequirements'), constraints.additional_requirements),
      ],
    },
    {
      key: 'contact',
      title: t('providers.sections.contact'),
      facts: [
        contact(
          t('providers.facts.contactPerson'),
          entry.contact_person,
          entry.show_contact.person,
        ),
        contact(
          t('providers.facts.email'),
          entry.contact.email,
          entry.show_contact.email,
          entry.contact.email ? `mailto:${entry.contact.email}` : undefined,
        ),
        contact(
          t('providers.facts.phone'),
          entry.contact.phone,
          entry.show_contact.phone,
          entry.contact.phone ? `tel:${entry.contact.phone.replace(/[^\d+]/g, '')}` : undefined,
        ),
      ],
    },
  ];
}
