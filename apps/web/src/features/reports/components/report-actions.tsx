import type { SavedReport } from '@foodhub/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';
import {
  buildReportCsv,
  savedReportCsvDocument,
  savedReportCsvFilename,
} from '../../../lib/report-csv';
import { useReportPdf, type PdfSource } from '../../../api/reports';

/**
 * Download PDF (in the interface language, named by the server) and, for the owner, Download
 * CSV (the document's header, then the figures).
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
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() =>
              saveCsv(
                buildReportCsv(savedReportCsvDocument(report)),
                savedReportCsvFilename(report),
              )
            }
          >
            {t('actions.csv')}
          </Button>
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
