import {
  COMPARISON_PRODUCTS_PER_KG,
  comparisonKg,
  formatDistanceKmIn,
  indicatorWording,
  type ComparisonProduct,
  type ImpactIndicator,
  type ImpactReport,
  type IndicatorResult,
  type IndicatorWording,
} from '@foodhub/domain';
import { Box, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatNumber } from '../../../lib/format-number';
import { climateStory, netDirection } from '../../../lib/impact-story';
import classes from './report-step.module.css';

const COMPARISON_PRODUCTS = Object.keys(COMPARISON_PRODUCTS_PER_KG) as ComparisonProduct[];

/** Words that name each comparison product in the five languages, as a surplus name may. */
const COMPARISON_NAMES: Record<ComparisonProduct, RegExp> = {
  potato: /potato|kartoffel|erdapfel|patat|pomme[s]? de terre|krompir/i,
  chicken: /chicken|huhn|hühn|hähnchen|haehnchen|hendl|pollo|poulet|piščan|piscan|kokoš/i,
  beef: /beef|rind|manzo|bœuf|boeuf|govedin|govej/i,
};

/**
 * The comparison products, without the one the surplus is ('donating potatoes avoids as much as
 * producing potatoes' would compare the surplus with itself).
 */
export function comparisonProductsFor(surplusText: string): ComparisonProduct[] {
  return COMPARISON_PRODUCTS.filter((product) => !COMPARISON_NAMES[product].test(surplusText));
}

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Numbers in the interface language, thousands grouped: three significant figures below 1,000
 * (396, 4.35, 0.0123: the model is not more precise than that), whole numbers above.
 */
export function useFormat() {
  const { i18n } = useTranslation('analysis');
  const lng = i18n.language;
  // Rounded to 0 shows as 0, never as -0.
  const format = (value: number) => formatFigure(value, lng);
  return {
    format,
    /** A transport distance, one decimal (183.0): as the transport step, the saved report and the PDF. */
    distance: (km: number) => formatDistanceKmIn(km, lng),
    /** An amount as entered (kg of a trip): at most two decimals. */
    amount: (value: number) => formatNumber(value, { maximumFractionDigits: 2 }, lng),
    /** Reference values per kg, as the spec writes them (0.383). */
    reference: (value: number) => formatNumber(value, { maximumFractionDigits: 4 }, lng),
  };
}

/**
 * An indicator's name, unit and meaning in the interface language: the words of the saved
 * report, the PDF and the CSV too (packages/domain impact-wording).
 */
export function useIndicatorWording(): (indicator: ImpactIndicator) => IndicatorWording {
  const { i18n } = useTranslation('analysis');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (indicator) => indicatorWording(lng, indicator);
}

const LEAD_COLOURS = {
  saves: 'var(--mantine-color-green-text)',
  adds: 'var(--mantine-color-orange-text)',
  none: undefined,
} as const;

/**
 * The report's first words: what the donation saves in climate impact, net after transport, per
 * year (per donation for a one-time surplus), then per donation and per month; or, plainly, that
 * transport outweighs the benefit. A positive amount: the signed net stays in the details.
 */
export function ClimateLead({ reports }: { reports: readonly ImpactReport[] }) {
  const { t } = useTranslation('analysis');
  const { format } = useFormat();
  const { unit } = useIndicatorWording()('co2');
  const story = climateStory(reports);
  if (!story) return null;
  const amount = (period: keyof typeof story.amounts) =>
    t('report.value', { value: format(story.amounts[period] ?? 0), unit });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="climate-lead">
      <Stack gap={4}>
        <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} c={LEAD_COLOURS[story.direction]}>
          {story.direction === 'none'
            ? t('report.lead.none')
            : t(`report.lead.${story.direction}.${story.headline}`, {
                amount: amount(story.headline),
              })}
        </Text>
        {story.recurring && story.direction !== 'none' && (
          <Text>{t('report.lead.periods', { once: amount('once'), month: amount('month') })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('report.lead.basis')}
        </Text>
      </Stack>
    </Paper>
  );
}

interface BarRow {
  key: string;
  label: string;
  /** Where the bar goes: avoided impacts below zero (to the left), additional ones above. */
  value: number;
  /** The number printed: the size of a part (as the saved report, the PDF and the CSV write it),
   * the net result with its sign. */
  shown: number;
  className: string | undefined;
}

/**
 * A horizontal bar chart around a zero line, drawn with CSS; a hidden table says the same. The
 * avoided parts are drawn to the left, but printed as the positive sizes every other surface
 * shows ('Food production replaced (avoided) 10.7'): only the net result is signed.
 */
function ImpactBars({
  result,
  caption,
  unit,
}: {
  result: IndicatorResult;
  caption: string;
  unit: string;
}) {
  const { t } = useTranslation('analysis');
  const { format } = useFormat();
  const rows: BarRow[] = [
    {
      key: 'productionSubstitution',
      label: t('report.chart.productionSubstitution'),
      value: -result.productionSubstitution,
      shown: result.productionSubstitution,
      className: classes.barAvoided,
    },
    {
      key: 'wasteTreatmentAvoided',
      label: t('report.chart.wasteTreatmentAvoided'),
      value: -result.wasteTreatmentAvoided,
      shown: result.wasteTreatmentAvoided,
      className: classes.barAvoided,
    },
    {
      key: 'transport',
      label: t('report.chart.transport'),
      value: result.transport,
      shown: result.transport,
      className: classes.barAdditional,
    },
    {
      key: 'net',
      label: t('report.chart.net'),
      value: result.net,
      shown: result.net,
      className: result.net > 0 ? classes.barNetAdditional : classes.barNetSaving,
    },
  ];
  const negative = Math.max(0, ...rows.map((r) => -r.value));
  const positive = Math.max(0, ...rows.map((r) => r.value));
  const span = negative + positive;
  const zero = span > 0 ? (negative / span) * 100 : 50;
  const share = (value: number) => (span > 0 ? (Math.abs(value) / span) * 100 : 0);

  return (
    <figure className={classes.chart}>
      <Text component="figcaption" size="sm" c="dimmed" mb="sm">
        {caption}
      </Text>
      <div className={classes.chartRows} aria-hidden>
        {rows.map((row) => (
          <div key={row.key} className={classes.chartRow}>
            <div className={classes.chartHead}>
              <span>{row.label}</span>
              <span className={classes.chartValue}>
                {t('report.value', { value: format(row.shown), unit })}
              </span>
            </div>
            <div className={classes.track}>
              <div
                className={cx(classes.bar, row.className)}
                style={{
                  left: `${row.value < 0 ? zero - share(row.value) : zero}%`,
                  width: `${share(row.value)}%`,
                }}
              />
              <div className={classes.zero} style={{ left: `${zero}%` }} />
            </div>
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.chart.part')}</th>
              <th scope="col">{t('report.chart.value', { unit })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{format(row.shown)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

/** One indicator of one period: the three figures, the net in words, the chart, the comparison. */
export function IndicatorResults({
  report,
  indicator,
  surplusText = '',
}: {
  report: ImpactReport;
  indicator: ImpactIndicator;
  /** The surplus's name and recognised product: a comparison product it names is left out. */
  surplusText?: string;
}) {
  const { t } = useTranslation('analysis');
  const { format, reference } = useFormat();
  const wording = useIndicatorWording()(indicator);
  const result = report.indicators[indicator];
  const { unit } = wording;
  const period = t(`report.periodsLong.${report.period}`);
  const direction = netDirection(result.net);
  // In words, the size of the net result: 'Net saving of 0.789 kg CO2-eq for one donation'.
  const netLine =
    direction === 'saves'
      ? t('report.net.saving', { value: format(-result.net), unit, period })
      : direction === 'adds'
        ? t('report.net.additional', { value: format(result.net), unit, period })
        : t('report.net.zero', { period });
  // Sizes only, the net too: a saving as 'Net saving', a burden as 'Net additional impact'. The
  // signed net stays in the chart below, where the sign sentence explains it.
  const netKey = direction === 'saves' ? 'netSaving' : direction === 'adds' ? 'netAdded' : 'net';
  const figures = [
    { key: 'avoided', value: result.avoided, className: '' },
    { key: 'additional', value: result.additional, className: '' },
    {
      key: netKey,
      value: Math.abs(result.net),
      className: direction === 'adds' ? classes.figureNetAdditional : classes.figureNet,
    },
  ] as const;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} fz="lg">
          {t('report.indicatorTitle', { name: wording.name, unit })}
        </Title>
        <Text size="sm" c="dimmed">
          {wording.meaning}
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={4} fz="md">
          {t('report.resultsTitle', { period })}
        </Title>
        <Text fw={700} c={LEAD_COLOURS[direction]}>
          {netLine}
        </Text>
        <dl className={classes.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={cx(classes.figure, figure.className)}>
              <dt className={classes.figureLabel}>{t(`report.figures.${figure.key}`)}</dt>
              <dd className={classes.figureValue}>
                {t('report.value', { value: format(figure.value), unit })}
              </dd>
              <dd className={classes.figureHint}>{t(`report.figures.${figure.key}Hint`)}</dd>
            </div>
          ))}
        </dl>
      </Stack>

      <Stack gap="xs">
        <Title order={4} fz="md">
          {t('report.chart.title')}
        </Title>
        <ImpactBars
          result={result}
          unit={unit}
          caption={t('report.chart.caption', { indicator: wording.name, period, unit })}
        />
        <Text size="sm" c="dimmed">
          {t('report.signNote')}
        </Text>
      </Stack>

      <Stack gap="xs">
        <Title order={4} fz="md">
          {t('report.comparison.title')}
        </Title>
        {direction === 'none' ? (
          <Text size="sm">{t('report.comparison.none')}</Text>
        ) : (
          <Box component="ul" m={0} pl="lg">
            {comparisonProductsFor(surplusText).map((product) => (
              <Text component="li" size="sm" key={product}>
                {t('report.comparison.line', {
                  kg: format(comparisonKg(result.net, indicator, product)),
                  product: t(`report.comparison.products.${product}`),
                })}{' '}
                <Text component="span" size="sm" c="dimmed">
                  {t('report.comparison.reference', {
                    value: reference(COMPARISON_PRODUCTS_PER_KG[product][indicator]),
                    unit,
                  })}
                </Text>
              </Text>
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
