import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatMonthShort } from '../lib/months';

const WIDTH = 640;
const HEIGHT = 280;
// The values are written on both sides: on a phone the chart opens scrolled to its latest months,
// where the right-hand scale is the one in view.
const MARGIN = { top: 16, right: 52, bottom: 56, left: 72 };

/** A round step for about four gridlines up to max: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number): number {
  if (!(max > 0)) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface BarChartMonth {
  /** 'YYYY-MM' */
  period: string;
  /** The month's value (0 for a month with nothing to count; negative values are drawn as 0). */
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
  /** The drawing's test id ('bar-chart' unless a page names its own). */
  testId?: string;
  /** Counts: gridlines only at whole numbers (no 0.5 account). */
  wholeNumbers?: boolean;
}

/**
 * Bars of a value per month, drawn as SVG with labelled axes. The drawing is hidden from screen
 * readers; a visually hidden table beside it holds the same values.
 */
export function BarChart({
  data,
  caption,
  periodLabel,
  valueLabel,
  formatValue,
  color = 'var(--mantine-color-green-7)',
  testId = 'bar-chart',
  wholeNumbers = false,
}: BarChartProps) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const captionId = useId();
  const max = Math.max(0, ...data.map((d) => d.value));
  const step = wholeNumbers ? Math.max(1, niceStep(max)) : niceStep(max);
  const top = max > 0 ? Math.ceil(max / step) * step : step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.min(40, band * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the chart scrolls sideways: start at the latest months, the ones users look for.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [data.length]);

  return (
    <Box component="figure" m={0} aria-labelledby={captionId}>
      <Text component="figcaption" id={captionId} size="sm" c="dimmed" mb="xs">
        {caption}
      </Text>
      {/* Drawn at most at its own size; below 520 px it scrolls sideways instead of shrinking its text. */}
      <Box ref={scroller} style={{ overflowX: 'auto' }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          style={{
            minWidth: 520,
            maxWidth: WIDTH,
            display: 'block',
            color: 'var(--mantine-color-dimmed)',
          }}
          aria-hidden="true"
          focusable="false"
          data-testid={testId}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
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
              <text
                x={WIDTH - MARGIN.right + 8}
                y={y(tick)}
                textAnchor="start"
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
            const showYear = i === 0 || d.period.endsWith('-01');
            return (
              <g key={d.period}>
                {d.value > 0 && (
                  <rect
                    x={x}
                    y={y(d.value)}
                    width={barWidth}
                    height={MARGIN.top + plotHeight - y(d.value)}
                    rx={3}
                    fill={color}
                  />
                )}
                <text
                  x={x + barWidth / 2}
                  y={MARGIN.top + plotHeight + 16}
                  textAnchor="middle"
                  fontSize={12}
                  fill="currentColor"
                >
                  {formatMonthShort(d.period, lng)}
                </text>
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
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
            stroke="var(--mantine-color-gray-6)"
            strokeWidth={1}
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
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
