import { PROVIDER_ORIGINS } from '@foodhub/contracts';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/fact-list';
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

/** What the chosen months add up to, and the providers in the catalogue now. */
export function FiguresTotalsCards({ totals }: { totals: FiguresTotals }) {
  const { t } = useTranslation('admin');
  const { count, amount, figure } = useAdminFormat();
  const impact = (value: number, unit: 'co2' | 'water' | 'land') =>
    t('figures.value', { value: figure(value), unit: t(`figures.units.${unit}`) });
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
        ]}
      />
      <TotalsCard
        title={t('figures.totals.reportsTitle')}
        facts={[
          { label: t('figures.totals.reports'), value: count(totals.reports) },
          { label: t('figures.totals.co2Avoided'), value: impact(totals.co2Avoided, 'co2') },
          { label: t('figures.totals.waterAvoided'), value: impact(totals.waterAvoided, 'water') },
          { label: t('figures.totals.landAvoided'), value: impact(totals.landAvoided, 'land') },
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
