import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReportPdf } from '../../../api/reports';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The generated PDF of the report once it is saved in 'My reports' (GET /me/reports/:id/pdf, in
 * the interface language), beside the browser's print dialog.
 */
export function SavedReportPdfButton({ id }: { id: string }) {
  const { t } = useTranslation('analysis');
  const pdf = useReportPdf({ kind: 'mine', id });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={pdf.isPending}
        onClick={() => pdf.mutate(currentLanguage())}
      >
        {t('report.downloadPdf')}
      </Button>
      {pdf.isError && (
        <Text size="sm" c="red.8" role="alert" w="100%">
          {t('report.pdfFailed')}
        </Text>
      )}
    </>
  );
}
