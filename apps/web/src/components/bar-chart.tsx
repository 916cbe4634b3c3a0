import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatMonthShort } from '../lib/format-date';

/** The widest the drawing gets (px); it is drawn at the width of its box up to this. */
const MAX_WIDTH = 640;
/** Below this width the text would crowd: the drawing keeps it and scrolls sideways instead. */
const MIN_WIDTH = 280;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 16, bottom: 56, left: 72 };
/** Room a month's short name needs under its bar ('Sept.' at 12 px); closer months skip some. */
const LABEL_SPACE = 40;
/** A month that is not 0 is drawn at least this high (px), so a small value still shows. */
const MIN_BAR = 2;

/** A round step for about four gridlines over a span: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number): number {
  if (!(max > 0)) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The scale of a chart: gridlines at round steps from the lowest value (0 when none is below
 * it) to the highest (0 when none is above it), so the axis always runs through 0.
 */
export function chartScale(
  values: readonly number[],
  wholeNumbers = false,
): { bottom: number; top: number; ticks: number[] } {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min;
  const step = wholeNumbers ? Math.max(1, niceStep(span)) : niceStep(span);
  // The ends as whole numbers of steps: a tick is its number times the step, so no sum of
  // decimals drifts (-0.015000000000000001); + 0 turns -0 into 0.
  const high = max > 0 ? Math.ceil(max / step) : min < 0 ? 0 : 1;
  const low = min < 0 ? Math.floor(min / step) : 0;
  const ticks = Array.from({ length: high - low + 1 }, (_, i) => (low + i) * step + 0);
  return { bottom: low * step + 0, top: high * step, ticks };
}

export interface BarChartMonth {
  /** 'YYYY-MM' */
  period: string;
  /** The month's value: 0 for a month with nothing to count; below 0 is drawn below the axis. */
  value: number;
}

export interface BarChartProps {
  /** Every month to draw, oldest first. */
  data: readonly BarChartMonth[];
  /** What the chart shows; names the figure and its hidden table. */
  caption: string;
  /** The horizontal axis ('Month'). */
  periodLabel: string;
  /** The vertical axis with its unit ('Avoided (kg CO2-eq)'): translations place the unit. */
  valueLabel: string;
  /** A value as the interface language writes it (ticks and the hidden table). */
  formatValue: (value: number) => string;
  /** The bars' colour, a CSS colour (by default the product's green). */
  color?: string;
  /** The colour of a bar below 0 (by default orange, as the pages write an addition). */
  negativeColor?: string;
  /**
   * What a value below 0 means ('Below 0: transport outweighs the saving'). When a month is
   * below 0 the chart shows it in a legend beside the bars' meaning, and the table after the
   * month's value.
   */
  belowZeroLabel?: string;
  /** The drawing's test id ('bar-chart' unless a page names its own). */
  testId?: string;
  /** Counts: gridlines only at whole numbers (no 0.5 account). */
  wholeNumbers?: boolean;
}

/**
 * The width the drawing is laid out for: its box's, within MIN_WIDTH and MAX_WIDTH; and whether
 * the drawing is wider than its box (below MIN_WIDTH), which then starts scrolled to the latest
 * months, the ones users look for.
 */
function useDrawingBox(months: number) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_WIDTH);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = (boxWidth: number) => {
      // 0 is a box not laid out (a test's document, a hidden tab): keep the full width.
      if (boxWidth > 0) setWidth(Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, boxWidth))));
    };
    measure(el.clientWidth);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const overflow = el.scrollWidth > el.clientWidth;
    setScrolls(overflow);
    if (overflow) el.scrollLeft = el.scrollWidth;
  }, [months, width]);
  return { box, width, scrolls };
}

/**
 * Which months are named under the axis: every one when there is room, else every second
 * (third…), counted back from the latest; the year under the first named month and under the
 * first named month of each new year.
 */
function monthLabels(periods: readonly string[], every: number) {
  let lastYear = '';
  return periods.map((period, i) => {
    const month = (periods.length - 1 - i) % every === 0;
    const year = period.slice(0, 4);
    const showYear = month && year !== lastYear;
    if (month) lastYear = year;
    return { month, year: showYear };
  });
}

/**
 * Bars of a value per month, drawn as SVG with labelled axes at the width of the page (text
 * keeps its size: on a narrow screen fewer months are named), and below a phone's width it
 * scrolls sideways in a region the keyboard can reach. Values below 0 are drawn downwards from
 * the axis in their own colour with a legend. The drawing is hidden from screen readers; a
 * visually hidden table beside it holds the same values and says what a value below 0 means.
 */
export function BarChart({
  data,
  caption,
  periodLabel,
  valueLabel,
  formatValue,
  color = 'var(--mantine-color-green-7)',
  negativeColor = 'var(--mantine-color-orange-8)',
  belowZeroLabel,
  testId = 'bar-chart',
  wholeNumbers = false,
}: BarChartProps) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const captionId = useId();
  const { box, width, scrolls } = useDrawingBox(data.length);
  const { bottom, top, ticks } = chartScale(
    data.map((d) => d.value),
    wholeNumbers,
  );
  const hasNegative = data.some((d) => d.value < 0);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.min(40, band * 0.6);
  const y = (value: number) => MARGIN.top + ((top - value) / (top - bottom)) * plotHeight;
  const zero = y(0);
  const labels = monthLabels(
    data.map((d) => d.period),
    Math.max(1, Math.ceil(LABEL_SPACE / band)),
  );

  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="xs">
        {caption}
      </Text>
      {/* When it scrolls, the keyboard can reach the box to scroll it (a named region). */}
      <Box
        ref={box}
        style={{ overflowX: 'auto', maxWidth: MAX_WIDTH }}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          style={{ display: 'block', color: 'var(--mantine-color-dimmed)' }}
          aria-hidden="true"
          focusable="false"
          data-testid={testId}
        >
          {ticks.map((tick, i) => (
            <g key={i}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--mantine-color-gray-3)"
                strokeWidth={1}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={12}
                fill="currentColor"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {data.map((d, i) => {
            const x = MARGIN.left + i * band + (band - barWidth) / 2;
            const height = d.value === 0 ? 0 : Math.max(MIN_BAR, Math.abs(y(d.value) - zero));
            const { month: showMonth, year: showYear } = labels[i]!;
            return (
              <g key={d.period}>
                {d.value !== 0 && (
                  <rect
                    x={x}
                    y={d.value > 0 ? zero - height : zero}
                    width={barWidth}
                    height={height}
                    rx={Math.min(3, barWidth / 4)}
                    fill={d.value > 0 ? color : negativeColor}
                    data-sign={d.value > 0 ? 'positive' : 'negative'}
                  />
                )}
                {showMonth && (
                  <text
                    x={x + barWidth / 2}
                    y={MARGIN.top + plotHeight + 16}
                    textAnchor="middle"
                    fontSize={12}
                    fill="currentColor"
                  >
                    {formatMonthShort(d.period, lng)}
                  </text>
                )}
                {showYear && (
                  <text
                    x={x + barWidth / 2}
                    y={MARGIN.top + plotHeight + 30}
                    textAnchor="middle"
                    fontSize={11}
                    fill="currentColor"
                  >
                    {d.period.slice(0, 4)}
                  </text>
                )}
              </g>
            );
          })}
          {/* The axis through 0, drawn over the bars' ends. */}
          <line
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={zero}
            y2={zero}
            stroke="var(--mantine-color-gray-7)"
            strokeWidth={1.5}
            data-testid={`${testId}-axis`}
          />
          <text
            x={MARGIN.left + plotWidth / 2}
            y={HEIGHT - 6}
            textAnchor="middle"
            fontSize={12}
            fontWeight={600}
            fill="currentColor"
          >
            {periodLabel}
          </text>
          <text
            transform={`translate(16 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
            fontWeight={600}
            fill="currentColor"
          >
            {valueLabel}
          </text>
        </svg>
      </Box>
      {hasNegative && belowZeroLabel && (
        // Read by screen readers too: the table below says the same for each month.
        <Group component="ul" gap="md" mt="xs" p={0} style={{ listStyle: 'none' }}>
          <LegendItem color={color} label={valueLabel} />
          <LegendItem color={negativeColor} label={belowZeroLabel} />
        </Group>
      )}
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.period}>
                <th scope="row">{formatMonth(d.period, 'long', lng)}</th>
                <td>
                  {d.value < 0 && belowZeroLabel
                    ? `${formatValue(d.value)} (${belowZeroLabel})`
                    : formatValue(d.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

function LegendItem({ color, label }: { color: string; label: string }) {
  return (
    <Group component="li" gap={6} wrap="nowrap" align="center">
      <Box aria-hidden w={12} h={12} style={{ flex: 'none', borderRadius: 2, background: color }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
