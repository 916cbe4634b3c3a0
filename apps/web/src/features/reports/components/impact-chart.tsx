import type { ImpactTotals } from '@foodhub/contracts';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../lib/format';

const WIDTH = 640;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 12, bottom: 56, left: 72 };

/** A round step for about four gridlines up to max: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number): number {
  if (!(max > 0)) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface ChartMonth {
  /** 'YYYY-MM' */
  period: string;
  /** kg CO2-eq avoided that month (0 without reports). */
  value: number;
}

/** The months to draw: every month of the range, with the months' totals or 0. */
export function chartMonths(
  months: readonly ImpactTotals[],
  range: readonly string[],
): ChartMonth[] {
  const byPeriod = new Map(months.map((m) => [m.period, m.co2_avoided]));
  return range.map((period) => ({ period, value: Math.max(0, byPeriod.get(period) ?? 0) }));
}

/**
 * Bars of the climate impact avoided per month, drawn as SVG with labelled axes. The drawing is
 * hidden from screen readers; a visually hidden table beside it holds the same values.
 */
export function ImpactChart({ data }: { data: ChartMonth[] }) {
  const { t } = useTranslation('reports');
  const { figure, month, monthShort } = useReportFormat();
  const captionId = useId();
  const unit = t('units.co2');
  const max = Math.max(0, ...data.map((d) => d.value));
  const step = niceStep(max);
  const top = max > 0 ? Math.ceil(max / step) * step : step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.min(40, band * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const caption = t('impact.chartCaption', { unit });
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
          data-testid="impact-chart"
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
                {figure(tick)}
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
                    fill="var(--mantine-color-green-7)"
                  />
                )}
                <text
                  x={x + barWidth / 2}
                  y={MARGIN.top + plotHeight + 16}
                  textAnchor="middle"
                  fontSize={12}
                  fill="currentColor"
                >
                  {monthShort(d.period)}
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
            {t('impact.axisMonth')}
          </text>
          <text
            transform={`translate(16 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
            fontWeight={600}
            fill="currentColor"
          >
            {t('impact.axisValue', { unit })}
          </text>
        </svg>
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('impact.axisMonth')}</th>
              <th scope="col">{t('impact.axisValue', { unit })}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.period}>
                <th scope="row">{month(d.period)}</th>
                <td>{figure(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
