import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, readDecimal } from '../../../lib/decimal-input';
import { formatNumber } from '../../../lib/format-number';

interface TransportWeightFieldProps {
  /** The weight in the form, kg; null while the field holds no number. */
  weightKg: number | null;
  /** The least weight allowed (the surplus amount). */
  minimumKg: number;
  /** Whether the form exists yet (its weight rule is shown from then on). */
  checked: boolean;
  onChange(weightKg: number | null): void;
}

/** Kilograms the weight keeps after the decimal separator. */
const WEIGHT_DIGITS = 3;

/**
 * The total transport weight (spec part 2 §5: at least the surplus amount, step 1), read as the
 * surplus amount is (lib/decimal-input: '35,5' and '35.5' are 35.5 kg in every language). What
 * the user typed stays as typed: a weight below the minimum shows the spec's message; text that is
 * no number says so once the field is left.
 */
export function TransportWeightField({
  weightKg,
  minimumKg,
  checked,
  onChange,
}: TransportWeightFieldProps) {
  const { t, i18n } = useTranslation('analysis');
  const language = i18n.language;
  const shown = (kg: number | null) =>
    kg === null ? '' : formatDecimalInput(kg, language, WEIGHT_DIGITS);
  const [draft, setDraft] = useState(() => shown(weightKg));
  const [left, setLeft] = useState(false);
  // The weight last saved from here: another one (it followed a new surplus) replaces the draft.
  const [seen, setSeen] = useState({ weightKg, language });
  if (weightKg !== seen.weightKg || language !== seen.language) {
    setSeen({ weightKg, language });
    setDraft(shown(weightKg));
    setLeft(false);
  }

  const reading = readDecimal(draft, language, { unit: 'kg' });
  const notNumber = reading.kind === 'invalid' || reading.kind === 'incomplete';
  const valid = weightKg !== null && weightKg >= minimumKg;
  const error =
    notNumber && left
      ? t('transport.weightNotNumber')
      : checked && !valid && !notNumber
        ? t('transport.weightError', {
            x: formatNumber(minimumKg, { maximumFractionDigits: WEIGHT_DIGITS }, language),
          })
        : undefined;

  return (
    <TextInput
      label={t('transport.weight')}
      description={t('transport.weightHint')}
      inputMode="decimal"
      autoComplete="off"
      value={draft}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const read = readDecimal(text, language, { unit: 'kg' });
        const next = read.kind === 'number' && read.value > 0 ? read.value : null;
        if (read.kind === 'number' || read.kind === 'empty') setLeft(false);
        setSeen({ weightKg: next, language });
        onChange(next);
      }}
      onBlur={() => {
        if (reading.kind === 'number' && valid) setDraft(shown(reading.value));
        else if (notNumber) setLeft(true);
      }}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          kg
        </Text>
      }
      rightSectionPointerEvents="none"
      required
      error={error}
      errorProps={{ role: 'alert' }}
    />
  );
}
