import { PROVIDER_ORIGINS } from '@foodhub/contracts';
import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';
import { formatMonth } from '../../../lib/format-date';
import { netDirection } from '../../../lib/impact-story';
import type { FiguresTotals } from '../lib/figures';
import { useAdminFormat } from '../lib/format';

export function TotalsCard({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={4} fz="md">
          {title}
        </Title>
        <FactList facts={facts} />
      </Stack>
    </Paper>
  );
}

const INDICATORS: readonly ImpactIndicator[] = ['co2', 'water', 'land'];

/**
 * A figure of the whole range, its label naming the months ('Searches run, Apr 2025 – Mar
 * 2026'), so a count of one month never reads as the range's; the label alone without a range.
 */
export function useDuring(range: { from: string; to: string } | null) {
  const { t, i18n } = useTranslation('admin');
  const short = (period: string) => formatMonth(period, 'short', i18n.language);
  const period = range
    ? range.from === range.to
      ? short(range.to)
      : t('figures.totals.span', { from: short(range.from), to: short(range.to) })
    : null;
  return (label: string) => (period ? t('figures.totals.during', { label, period }) : label);
}

/**
 * What the chosen months add up to, and the providers in the catalogue now. Every figure names
 * its period ('…, Dec 2025 – Nov 2026', 'in November 2026'), so a count of one month never reads
 * as the range's. Recurring kg per week and one-time kg stay apart (adding them would read a
 * harvest as a weekly amount); the reports are counted as My impact counts them, and each
 * indicator is what My impact leads with: saved, net after transport.
 */
export function FiguresTotalsCards({
  totals,
  range,
}: {
  totals: FiguresTotals;
  /** The range's first and last month ('YYYY-MM'), when known. */
  range: { from: string; to: string } | null;
}) {
  const { t, i18n } = useTranslation('admin');
  const { count, amount, figure, month } = useAdminFormat();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const wording = (indicator: ImpactIndicator) => indicatorWording(lng, indicator);
  const during = useDuring(range);
  const saved = (indicator: ImpactIndicator, value: number): Fact => ({
    label: during(t('figures.totals.net', { indicator: wording(indicator).name })),
    // The same words as My impact: a positive saving, or plainly that transport outweighs it.
    value: t(netDirection(-value) === 'adds' ? 'figures.added' : 'figures.saved', {
      value: figure(Math.abs(value)),
      unit: wording(indicator).unit,
    }),
  });
  const totalSaved = { co2: totals.co2Saved, water: totals.waterSaved, land: totals.landSaved };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TotalsCard
        title={t('figures.totals.accountsTitle')}
        facts={[
          { label: during(t('figures.totals.accounts')), value: count(totals.accounts) },
          { label: t('types.individual'), value: count(totals.accountsByType.individual) },
          { label: t('types.company'), value: count(totals.accountsByType.company) },
        ]}
      />
      <TotalsCard
        title={t('figures.totals.activityTitle')}
        facts={[
          { label: during(t('figures.totals.searches')), value: count(totals.searches) },
          { label: during(t('figures.totals.surpluses')), value: count(totals.surpluses) },
          {
            label: during(t('figures.totals.kgPerWeek')),
            value: t('figures.kgPerWeek', { value: amount(totals.kgPerWeek) }),
          },
          {
            label: during(t('figures.totals.onceKg')),
            value: t('figures.onceKg', { value: amount(totals.onceKg) }),
          },
        ]}
      />
      <TotalsCard
        title={t('figures.totals.reportsTitle')}
        facts={[
          ...(range
            ? [
                {
                  label: t('figures.totals.reportsIn', { month: month(range.to) }),
                  value: count(totals.reportsLastMonth),
                },
              ]
            : []),
          {
            label: during(t('figures.totals.donated')),
            value: t('figures.kg', { value: figure(totals.donatedKg) }),
          },
          ...INDICATORS.map((indicator) => saved(indicator, totalSaved[indicator])),
        ]}
      />
      <TotalsCard
        title={t('figures.totals.providersTitle')}
        facts={[
          { label: t('figures.totals.providersNow'), value: count(totals.providersNow) },
          ...PROVIDER_ORIGINS.map((origin) => ({
            label: t(`origins.${origin}`),
            value: count(totals.providersNowByOrigin[origin]),
          })),
        ]}
      />
    </SimpleGrid>
  );
}
