import type { ProviderGaps } from '@foodhub/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { foodGroupLabel } from '../../../components/catalogue-labels';
import { useAdminFormat } from '../lib/format';
import { buildOffersNotTakenCsv, offersNotTakenCsvFilename } from '../lib/provider-gaps-csv';
import { CsvButton } from '../../../components/csv-button';

type NotTaken = ProviderGaps['offersNotTaken'];
type Row = NotTaken['rows'][number];

/** One group in words: '12 offers of Cereal products in Žabnica, Slovenia declined or …'. */
function NotTakenLine({ row }: { row: Row }) {
  const { t } = useTranslation('admin');
  const { count, country } = useAdminFormat();
  const place = [row.city.trim(), row.country.trim() && country(row.country)]
    .filter(Boolean)
    .join(', ');
  const where = place ? t('gaps.notTaken.in', { place }) : t('gaps.notTaken.inUnknown');
  const words = { count: row.offers, number: count(row.offers), where };
  return (
    <li>
      <Text size="sm" fw={500}>
        {row.foodGroup.trim()
          ? t('gaps.notTaken.line', { ...words, group: foodGroupLabel(row.foodGroup, t) })
          : t('gaps.notTaken.lineNoGroup', words)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('gaps.notTaken.detail', {
          solution: row.solutionName,
          declined: count(row.declined),
          expired: count(row.expired),
        })}
      </Text>
    </li>
  );
}

/**
 * The offers no provider took (declined, or unanswered until their window ended), last month
 * and this month, in words, the most first: where a provider is missing or has no room.
 */
export function OffersNotTaken({ report }: { report: NotTaken }) {
  const { t } = useTranslation('admin');
  const { month } = useAdminFormat();
  const titleId = useId();
  const thisMonth = report.months.at(-1);
  // Newest month first, as the rows come.
  const months = [...report.months].sort((a, b) => b.localeCompare(a));
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Stack gap={4}>
        <Title order={3} fz="lg" id={titleId}>
          {t('gaps.notTaken.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('gaps.notTaken.intro')}
        </Text>
      </Stack>
      {months.map((period) => {
        const rows = report.rows.filter((row) => row.period === period);
        return (
          <Stack key={period} gap="xs">
            <Title order={4} fz="md">
              {t(period === thisMonth ? 'gaps.notTaken.thisMonth' : 'gaps.notTaken.lastMonth', {
                month: month(period),
              })}
            </Title>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('gaps.notTaken.none')}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} pl="md">
                {rows.map((row) => (
                  <NotTakenLine
                    key={`${row.solutionId}/${row.foodGroup}/${row.country}/${row.city}`}
                    row={row}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
      {report.rows.length > 0 && (
        <div>
          <CsvButton
            file={() => ({
              text: buildOffersNotTakenCsv(report),
              name: offersNotTakenCsvFilename(),
            })}
          >
            {t('gaps.notTaken.downloadCsv')}
          </CsvButton>
        </div>
      )}
    </Stack>
  );
}
