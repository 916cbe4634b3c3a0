import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { figuresRangeOf, useProgrammeFigures } from '../api/admin-figures';
import { figuresTotals } from '../lib/figures';
import { buildFiguresCsv, figuresCsvFilename } from '../lib/figures-csv';
import { useAdminFormat } from '../lib/format';
import { useDenyOnForbidden } from './admin-access';
import { FiguresCharts } from './figures-charts';
import { FiguresHandedOver } from './figures-handed-over';
import { FiguresRange } from './figures-range';
import { FiguresReportsTable, FiguresTables } from './figures-tables';
import { FiguresTotalsCards } from './figures-totals';
import { CsvButton } from '../../../components/csv-button';

/**
 * /admin: the programme's figures for a range of months, kept in the address (?from&to) so a
 * range can be bookmarked and Back returns to the previous one. Without a range the API counts
 * the last 12 months, and the fields show the months it counted.
 */
export function FiguresPage() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { month } = useAdminFormat();
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => figuresRangeOf(params), [params]);
  const figures = useProgrammeFigures(range);
  useDenyOnForbidden(figures.error);
  const data = figures.data;
  const shown = data?.months.length
    ? { from: data.months[0]!, to: data.months.at(-1)! }
    : range.from && range.to
      ? { from: range.from, to: range.to }
      : null;

  let content;
  if (figures.isPending) {
    content = <LoadingState label={t('figures.loading')} />;
  } else if (figures.isError) {
    content = (
      <LoadFailed
        title={t('figures.error')}
        text={localizedServerMessage(figures.error, t, t('errorText'))}
        retrying={figures.isFetching}
        onRetry={() => void figures.refetch()}
      />
    );
  } else {
    content = (
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {shown
              ? t('figures.totals.title', { from: month(shown.from), to: month(shown.to) })
              : t('figures.totals.titleNoRange')}
          </Title>
          <FiguresTotalsCards totals={figuresTotals(figures.data)} range={shown} />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('figures.charts.title')}
          </Title>
          <FiguresCharts figures={figures.data} />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('figures.reports.title')}
          </Title>
          <FiguresReportsTable figures={figures.data} />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('figures.handedOver.title')}
          </Title>
          <FiguresHandedOver figures={figures.data} range={shown} />
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('figures.tables.title')}
          </Title>
          <FiguresTables figures={figures.data} />
        </Stack>
        <div>
          <CsvButton
            file={() => ({
              text: buildFiguresCsv(figures.data, { language, sign: t('figures.csvSign') }),
              name: figuresCsvFilename(figures.data),
            })}
          >
            {t('figures.downloadCsv')}
          </CsvButton>
        </div>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2} fz="xl">
        {t('figures.title')}
      </Title>
      <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t('figures.note')}</Text>
      </Alert>
      <FiguresRange
        initial={shown}
        onApply={(next) => setParams({ from: next.from, to: next.to })}
        onReset={() => setParams({})}
      />
      {content}
    </Stack>
  );
}
