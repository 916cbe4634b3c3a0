import type { Frequency } from '@foodhub/domain';

type Translate = (key: string, options: { ns: 'matching'; count?: number }) => string;

/**
 * How often a surplus occurs, in the interface language: '2 times per week', '2-mal pro Woche',
 * '2-krat na teden'. English reads exactly as the spec's frequency text (frequencyText in
 * @foodhub/domain: '1 time', 'N times', 'N times per {interval}', 'n/a'). The other languages
 * need their own plural forms (Slovenian has four), and a single time has its own words in every
 * language ('einmalig', 'enkrat na teden'), as the plural forms cannot tell 1 from 101.
 */
export function frequencyLabel(frequency: Frequency | null | undefined, t: Translate): string {
  const times = frequency?.times;
  if (times === undefined || times === null || !Number.isFinite(times)) {
    return t('frequencyText.none', { ns: 'matching' });
  }
  const interval = frequency?.interval ?? 'once';
  if (times === 1) return t(`frequencyText.single.${interval}`, { ns: 'matching' });
  return t(`frequencyText.${interval}`, { ns: 'matching', count: times });
}
