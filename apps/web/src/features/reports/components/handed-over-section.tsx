import type { HandedOverTotals, MyImpact } from '@foodhub/contracts';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { monthKey } from '../lib/format';
import {
  asOfDate,
  avoidedOf,
  ImpactSection,
  INDICATORS,
  TotalsCard,
  TotalsTable,
  useImpactText,
  type Column,
} from './impact-parts';

/** The months of one year added up (the API gives months and the whole, not years). */
export function handedOverInYear(months: readonly HandedOverTotals[], year: string) {
  const total: HandedOverTotals = {
    period: year,
    offers: 0,
    kg: 0,
    co2_avoided: 0,
    water_avoided: 0,
    land_avoided: 0,
  };
  for (const month of months) {
    if (!month.period.startsWith(`${year}-`)) continue;
    total.offers += month.offers;
    total.kg += month.kg;
    total.co2_avoided += month.co2_avoided;
    total.water_avoided += month.water_avoided;
    total.land_avoided += month.land_avoided;
  }
  return total;
}

/** One period's kilograms handed over, then what each indicator avoided. */
function HandedOverCard({ title, totals }: { title: string; totals: HandedOverTotals }) {
  const { t, format, wording } = useImpactText();
  const kg = t('impact.kg', { value: format.figure(totals.kg) });
  return (
    <TotalsCard
      title={title}
      lead={t('impact.handedOver.lead', {
        count: totals.offers,
        kg,
        offers: format.count(totals.offers),
      })}
      facts={[
        { label: t('impact.handedOver.offers'), value: format.count(totals.offers) },
        { label: t('impact.handedOver.kg'), value: kg },
        ...INDICATORS.map((indicator) => ({
          label: t('impact.handedOver.avoided', { indicator: wording(indicator).name }),
          value: t('impact.handedOver.value', {
            value: format.figure(avoidedOf(totals, indicator)),
            unit: wording(indicator).unit,
          }),
        })),
      ]}
    />
  );
}

/**
 * What the account's offers actually handed over (the kilograms the donor confirmed), this year
 * and in all, and per month; apart from the reports, which estimate what was analysed. Avoided
 * is the reports' avoided impact (before transport), never their net saving.
 */
export function HandedOverSection({
  handedOver,
  asOf,
}: {
  handedOver: MyImpact['handed_over'];
  /** The day the totals run to ('YYYY-MM-DD'). */
  asOf: string;
}) {
  const { t, format, indicatorColumn } = useImpactText();
  const today = asOfDate(asOf);
  const year = String(today.getUTCFullYear());
  // Newest first in the table.
  const months = [...handedOver.months].sort((a, b) => b.period.localeCompare(a.period));
  const firstMonth = months.at(-1)?.period ?? monthKey(today);
  const columns: Column<HandedOverTotals>[] = [
    {
      key: 'offers',
      label: t('impact.handedOver.columns.offers'),
      cell: (r) => format.count(r.offers),
    },
    { key: 'kg', label: t('impact.handedOver.columns.kg'), cell: (r) => format.figure(r.kg) },
    ...INDICATORS.map((indicator) =>
      indicatorColumn('avoided', indicator, (r: HandedOverTotals) => avoidedOf(r, indicator)),
    ),
  ];

  return (
    <ImpactSection
      title={t('impact.handedOver.title')}
      text={t('impact.handedOver.text')}
      empty={
        handedOver.total.offers === 0
          ? {
              title: t('impact.handedOver.emptyTitle'),
              text: t('impact.handedOver.emptyText'),
              action: (
                <Button
                  component={Link}
                  to={pathTo('my-offers')}
                  variant="default"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {t('impact.handedOver.toOffers')}
                </Button>
              ),
            }
          : null
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <HandedOverCard
          title={t('impact.handedOver.thisYear', { year })}
          totals={handedOverInYear(handedOver.months, year)}
        />
        <HandedOverCard
          title={t('impact.handedOver.overall', { month: format.month(firstMonth) })}
          totals={handedOver.total}
        />
      </SimpleGrid>
      <Text size="sm">{t('impact.handedOver.rule')}</Text>
      <TotalsTable
        caption={t('impact.handedOver.byMonthCaption')}
        rows={months}
        label={(p) => format.month(p)}
        columns={columns}
        empty={t('impact.handedOver.emptyText')}
      />
    </ImpactSection>
  );
}
