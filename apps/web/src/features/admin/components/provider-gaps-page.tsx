import type { ProviderGaps } from '@foodhub/contracts';
import { NEARBY_RADIUS_KM } from '@foodhub/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSolutionName } from '../../../api/solution-names';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useProviderGaps } from '../api/admin-provider-gaps';
import { useAdminFormat } from '../lib/format';
import { buildProviderGapsCsv, providerGapsCsvFilename } from '../lib/provider-gaps-csv';
import { useDenyOnForbidden } from './admin-access';
import { DataTable } from '../../../components/data-table';
import { OffersNotTaken } from './offers-not-taken';
import { CsvButton } from '../../../components/csv-button';
import { SectionHeading } from './section-heading';

type Gap = ProviderGaps['gaps'][number];

/** The gaps and offers with each solution named by its id in the interface language. */
function useNamedGaps(report: ProviderGaps | undefined): ProviderGaps | undefined {
  const solutionName = useSolutionName();
  const named = <T extends { solutionId: string; solutionName: string }>(row: T): T => ({
    ...row,
    solutionName: solutionName(row.solutionId, row.solutionName),
  });
  return report
    ? {
        ...report,
        gaps: report.gaps.map(named),
        offersNotTaken: {
          ...report.offersNotTaken,
          rows: report.offersNotTaken.rows.map(named),
        },
      }
    : undefined;
}

function GapsTable({ gaps }: { gaps: Gap[] }) {
  const { t } = useTranslation('admin');
  const { count, amount, date, km, country } = useAdminFormat();
  // 'Graz, Austria'; a surplus saved without a city or country says so rather than showing ''.
  const place = (gap: Gap) =>
    gap.city.trim() || gap.country.trim()
      ? [gap.city.trim(), gap.country.trim() && country(gap.country)].filter(Boolean).join(', ')
      : t('figures.tables.unknownCountry');
  return (
    <DataTable<Gap>
      caption={t('gaps.caption')}
      rows={gaps}
      rowKey={(gap) => `${gap.solutionId}/${gap.country}/${gap.city}`}
      minWidth={760}
      empty={t('gaps.empty')}
      columns={[
        { key: 'solution', label: t('gaps.columns.solution'), cell: (gap) => gap.solutionName },
        { key: 'place', label: t('gaps.columns.place'), cell: place },
        {
          key: 'surpluses',
          label: t('gaps.columns.surpluses'),
          cell: (gap) => count(gap.surpluses),
          numeric: true,
        },
        {
          key: 'kg',
          label: t('gaps.columns.kgPerWeek'),
          cell: (gap) => amount(gap.kgPerWeek),
          numeric: true,
        },
        {
          key: 'last',
          label: t('gaps.columns.lastSearched'),
          cell: (gap) => <time dateTime={gap.lastSearchedAt}>{date(gap.lastSearchedAt)}</time>,
        },
        {
          key: 'nearest',
          label: t('gaps.columns.nearest'),
          cell: (gap) => (gap.nearestKm === null ? t('gaps.none') : km(gap.nearestKm)),
          numeric: true,
        },
      ]}
    />
  );
}

/**
 * /admin/gaps: where users were shown a solution with no real provider near them, the most asked
 * first, so the operator knows whom to recruit; as a CSV too, to hand on. Then the offers no
 * provider took (declined or unanswered) last month and this month, in words.
 */
export function ProviderGapsPage() {
  const { t } = useTranslation('admin');
  const { count } = useAdminFormat();
  const gaps = useProviderGaps();
  useDenyOnForbidden(gaps.error);
  // The table and its CSV name each solution alike: by its id, in the reader's language.
  const named = useNamedGaps(gaps.data);
  // Until the answer is in, the radius the API uses today (the same constant) is named.

  let content;
  if (gaps.isPending) {
    content = <LoadingState label={t('gaps.loading')} />;
  } else if (gaps.isError) {
    content = (
      <LoadFailed
        title={t('gaps.error')}
        text={localizedServerMessage(gaps.error, t, t('errorText'))}
        retrying={gaps.isFetching}
        onRetry={() => void gaps.refetch()}
      />
    );
  } else {
    const report = named ?? gaps.data;
    content = (
      <Stack gap="xl">
        <Stack gap="md">
          <Text size="sm">
            {t('gaps.how', { count: report.surplusesRead, number: count(report.surplusesRead) })}
          </Text>
          {report.gaps.length === 0 ? (
            <Text c="dimmed">{t('gaps.empty')}</Text>
          ) : (
            <>
              <GapsTable gaps={report.gaps} />
              <div>
                <CsvButton
                  file={() => ({
                    text: buildProviderGapsCsv(report),
                    name: providerGapsCsvFilename(),
                  })}
                >
                  {t('figures.downloadCsv')}
                </CsvButton>
              </div>
            </>
          )}
        </Stack>
        <OffersNotTaken report={report.offersNotTaken} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionHeading
        title={t('gaps.title')}
        intro={t('gaps.intro', { km: count(gaps.data?.radiusKm ?? NEARBY_RADIUS_KM) })}
      />
      {content}
    </Stack>
  );
}
