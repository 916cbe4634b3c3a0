import type { SavedReport } from '@foodhub/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import {
  buildReportCsv,
  savedReportCsvDocument,
  savedReportCsvFilename,
} from '../../../lib/report-csv';
import { useReportPdf, type PdfSource } from '../../../api/reports';
import { useSolutionName } from '../../../api/solution-names';
import { CsvButton } from '../../../components/csv-button';

/**
 * Download PDF (in the interface language, named by the server) and, for the owner, Download
 * CSV (the document's header, then the figures, in the words of the interface language).
 */
export function ReportActions({
  report,
  source,
  withCsv = true,
}: {
  report: SavedReport;
  source: PdfSource;
  withCsv?: boolean;
}) {
  const { t } = useTranslation('reports');
  const pdf = useReportPdf(source);
  const solutionName = useSolutionName();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(currentLanguage())}
        >
          {t('actions.pdf')}
        </Button>
        {withCsv && (
          <CsvButton
            file={() => {
              const { id, process_name } = report.header.solution;
              const csv = savedReportCsvDocument(
                report,
                currentLanguage(),
                solutionName(id, process_name),
              );
              return { text: buildReportCsv(csv), name: savedReportCsvFilename(report) };
            }}
          >
            {t('actions.csv')}
          </CsvButton>
        )}
      </Group>
      {pdf.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('actions.pdfFailed')}
        </Text>
      )}
    </Stack>
  );
}
