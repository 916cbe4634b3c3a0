import { PROVIDER_ORIGINS } from '@foodhub/contracts';
import { indicatorWording, type ImpactIndicator } from '@foodhub/domain';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';
import { netDirection } from '../../../lib/impact-story';
import type { FiguresTotals } from '../lib/figures';
import { useAdminFormat } from '../lib/format';

function TotalsCard({ title, facts }: { title: string; facts: Fact[] }) {
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

/**
 * What the chosen months add up to, and the providers in the catalogue now. Recurring kg per
 * week and one-time kg stay apart (adding them would read a harvest as a weekly amount); the
 * reports are counted as My impact counts them, the climate result as a saving after transport.
 */
export function FiguresTotalsCards({
  totals,
  lastMonth,
}: {
  totals: FiguresTotals;
  /** The range's last month ('YYYY-MM'), when known. */
  lastMonth: string | null;
}) {
  const { t, i18n } = useTranslation('admin');
  const { count, amount, figure, month } = useAdminFormat();
  const wording = (indicator: ImpactIndicator) =>
    indicatorWording(i18n.resolvedLanguage ?? i18n.language, indicator);
  const avoided = (value: number, indicator: ImpactIndicator) => ({
    label: t('figures.totals.avoided', { indicator: wording(indicator).name }),
    value: t('figures.value', { value: figure(value), unit: wording(indicator).unit }),
  });
  const co2 = wording('co2');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TotalsCard
        title={t('figures.totals.accountsTitle')}
        facts={[
          { label: t('figures.totals.accounts'), value: count(totals.accounts) },
          { label: t('types.individual'), value: count(totals.accountsByType.individual) },
          { label: t('types.company'), value: count(totals.accountsByType.company) },
        ]}
      />
      <TotalsCard
        title={t('figures.totals.activityTitle')}
        facts={[
          { label: t('figures.totals.searches'), value: count(totals.searches) },
          { label: t('figures.totals.surpluses'), value: count(totals.surpluses) },
          {
            label: t('figures.totals.kgPerWeek'),
            value: t('figures.kgPerWeek', { value: amount(totals.kgPerWeek) }),
          },
          {
            label: t('figures.totals.onceKg'),
            value: t('figures.onceKg', { value: amount(totals.onceKg) }),
          },
        ]}
      />
      <TotalsCard
        title={t('figures.totals.reportsTitle')}
        facts={[
          ...(lastMonth
            ? [
                {
                  label: t('figures.totals.reportsIn', { month: month(lastMonth) }),
                  value: count(totals.reportsLastMonth),
                },
              ]
            : []),
          {
            label: t('figures.totals.donated'),
            value: t('figures.kg', { value: figure(totals.donatedKg) }),
          },
          {
            label: t('figures.totals.net', { indicator: co2.name }),
            value: t(
              netDirection(-totals.co2Saved) === 'adds' ? 'figures.added' : 'figures.saved',
              {
                value: figure(Math.abs(totals.co2Saved)),
                unit: co2.unit,
              },
            ),
          },
          avoided(totals.co2Avoided, 'co2'),
          avoided(totals.waterAvoided, 'water'),
          avoided(totals.landAvoided, 'land'),
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
