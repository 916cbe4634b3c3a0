import type { ProviderImportReport } from '@foodhub/contracts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { useAdminFormat } from '../lib/format';
import { DataTable } from '../../../components/data-table';

type Rejected = ProviderImportReport['rejected'][number];
type Preview = ProviderImportReport['preview'][number];

/** How many rows the file had and what became of them. */
function Counts({ report }: { report: ProviderImportReport }) {
  const { t } = useTranslation('admin');
  const { count } = useAdminFormat();
  return (
    <FactList
      facts={[
        { label: t('catalogue.import.counts.rows'), value: count(report.rows) },
        { label: t('catalogue.import.counts.valid'), value: count(report.valid) },
        { label: t('catalogue.import.counts.new'), value: count(report.new) },
        { label: t('catalogue.import.counts.updated'), value: count(report.updated) },
        { label: t('catalogue.import.counts.rejected'), value: count(report.rejected.length) },
      ]}
    />
  );
}

/** The rows the importer refused, by their line in the file. */
function RejectedRows({ rows }: { rows: Rejected[] }) {
  const { t } = useTranslation('admin');
  const { count } = useAdminFormat();
  return (
    <DataTable<Rejected>
      caption={t('catalogue.import.rejectedCaption')}
      rows={rows}
      rowKey={(row) => `${row.line}/${row.reason}`}
      empty={t('catalogue.import.noneRejected')}
      columns={[
        { key: 'line', label: t('catalogue.import.line'), cell: (row) => count(row.line) },
        { key: 'reason', label: t('catalogue.import.reason'), cell: (row) => row.reason },
      ]}
    />
  );
}

/** The first valid rows as they would be stored. */
function PreviewRows({
  rows,
  solutionName,
}: {
  rows: Preview[];
  solutionName: (id: string) => string;
}) {
  const { t } = useTranslation('admin');
  const { country } = useAdminFormat();
  return (
    <DataTable<Preview>
      caption={t('catalogue.import.previewCaption')}
      rows={rows}
      rowKey={(row) => row.source_key}
      minWidth={820}
      empty={t('catalogue.import.noneValid')}
      columns={[
        {
          key: 'name',
          label: t('catalogue.columns.name'),
          cell: (row) => row.company_name ?? '–',
        },
        { key: 'key', label: t('catalogue.import.sourceKey'), cell: (row) => row.source_key },
        { key: 'city', label: t('catalogue.columns.place'), cell: (row) => row.city ?? '–' },
        {
          key: 'country',
          label: t('catalogue.columns.country'),
          cell: (row) => (row.country?.trim() ? country(row.country) : '–'),
        },
        {
          key: 'solutions',
          label: t('catalogue.columns.solutions'),
          cell: (row) => row.solution_ids.map(solutionName).join(', ') || '–',
        },
        {
          key: 'coordinates',
          label: t('catalogue.columns.coordinates'),
          cell: (row) => (row.has_coordinates ? t('providers.yes') : t('providers.no')),
        },
      ]}
    />
  );
}

/**
 * The report of a file as checked or imported. Its heading takes the focus when it appears, so
 * a screen reader reads on from there; it says plainly whether anything was written.
 */
export function ImportReport({
  report,
  headingRef,
  solutionName,
}: {
  report: ProviderImportReport;
  headingRef: Ref<HTMLHeadingElement>;
  solutionName: (id: string) => string;
}) {
  const { t } = useTranslation('admin');
  const { count } = useAdminFormat();
  return (
    <Stack gap="md">
      <Title order={4} fz="md" ref={headingRef} tabIndex={-1}>
        {report.committed ? t('catalogue.import.doneTitle') : t('catalogue.import.checkTitle')}
      </Title>
      <Alert
        variant="light"
        color={report.committed ? 'green' : 'blue'}
        role="note"
        icon={<IconInfoCircle aria-hidden />}
      >
        <Text size="sm">
          {report.committed
            ? t('catalogue.import.done', {
                count: report.valid,
                number: count(report.valid),
                source: report.source,
              })
            : t('catalogue.import.notYet')}
        </Text>
      </Alert>
      <Counts report={report} />
      <RejectedRows rows={report.rejected} />
      {!report.committed && <PreviewRows rows={report.preview} solutionName={solutionName} />}
    </Stack>
  );
}
