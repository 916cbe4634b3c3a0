import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDecimalInput,
  readDecimal,
  roundTo,
  type DecimalReading,
} from '../../../../lib/decimal-input';

interface NumberTextFieldProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'inputContainer'
> {
  /** The saved value; null when none is saved. */
  value: number | null;
  /** The field's text kept while it is no valid number ('ten', '-5'), so a reload shows it. */
  keptText: string | undefined;
  /** Digits after the decimal separator that are kept (0: a whole-number field). */
  fractionDigits: number;
  /** The rule of the field: an error key (under foodSurplus.errors), or null when valid. */
  validate(value: number): string | null;
  /** The error key for text that is no number. */
  notNumberError: string;
  /** A value that may be saved but deserves a second look: a warning key (foodSurplus.warnings). */
  warn?(value: number): string | null;
  /**
   * Saves what the field holds: a valid number; null when emptied or holding no valid number
   * (only if `clearable`). `keptText` is the text to keep, or null when the field holds a
   * number or nothing.
   */
  onSave(value: number | null | undefined, keptText: string | null): void;
  /** Emptying the field saves null; otherwise leaving it empty brings the saved value back. */
  clearable?: boolean;
  /** A unit the user may type after the number ('15 kg'). */
  unit?: string;
}

/**
 * A number field that reads what is typed or pasted as people write numbers (lib/decimal-input:
 * '1,5', '1.234,5'), in a plain text box, so that text that is no number stays as the user wrote
 * it with a message instead of vanishing. Only valid numbers are saved: a number that breaks the
 * field's rule is flagged at once, text that is no number when the field is left. Either is kept
 * as text beside the saved value, so a reload shows what the user saw.
 */
export function NumberTextField({
  value,
  keptText,
  fractionDigits,
  validate,
  notNumberError,
  warn,
  onSave,
  clearable = false,
  unit,
  onBlur,
  ...props
}: NumberTextFieldProps) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.language;
  const shownText = (saved: number | null, kept: string | undefined) =>
    kept ?? (saved === null ? '' : formatDecimalInput(saved, language, fractionDigits));
  const [draft, setDraft] = useState(() => shownText(value, keptText));
  // Text that is no number is flagged once the field is left (or when it comes back kept).
  const [revealed, setRevealed] = useState(keptText !== undefined);
  // What the field last saved or was shown: a different one came from elsewhere (another tab,
  // restored entries, another language) and replaces the draft.
  const [seen, setSeen] = useState({ value, keptText, language });
  if (value !== seen.value || keptText !== seen.keptText || language !== seen.language) {
    setSeen({ value, keptText, language });
    setDraft(shownText(value, keptText));
    setRevealed(keptText !== undefined);
  }

  // Decimals beyond the field's digits are rounded; a whole-number field keeps them, so that its
  // rule says it wants a whole number ('2,5' times is not 3 times).
  const read = (text: string): DecimalReading => {
    const reading = readDecimal(text, language, { unit });
    return reading.kind === 'number' && fractionDigits > 0
      ? { kind: 'number', value: roundTo(reading.value, fractionDigits) }
      : reading;
  };

  function save(next: number | null | undefined, kept: string | null) {
    setSeen({ value: next === undefined ? value : next, keptText: kept ?? undefined, language });
    onSave(next, kept);
  }

  function change(text: string) {
    setDraft(text);
    const reading = read(text);
    if (reading.kind === 'empty') {
      setRevealed(false);
      save(clearable ? null : undefined, null);
    } else if (reading.kind === 'number' && !validate(reading.value)) {
      setRevealed(false);
      save(reading.value, null);
    } else {
      // Nothing invalid is saved: the amount is then none, other fields keep their last value.
      save(clearable ? null : undefined, text);
    }
  }

  const reading = read(draft);
  const error =
    reading.kind === 'number'
      ? validate(reading.value)
      : reading.kind !== 'empty' && revealed
        ? notNumberError
        : null;
  const warning = reading.kind === 'number' && !error ? (warn?.(reading.value) ?? null) : null;

  return (
    <TextInput
      inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={(event) => {
        if (reading.kind === 'number' && !error) {
          // What was read, as the language writes it: '1.500' in German shows as '1500'.
          setDraft(formatDecimalInput(reading.value, language, fractionDigits));
        } else if (reading.kind === 'empty' && !clearable) {
          setDraft(shownText(value, undefined));
        } else if (reading.kind !== 'empty') {
          setRevealed(true);
        }
        onBlur?.(event);
      }}
      error={error ? t(`foodSurplus.errors.${error}`) : undefined}
      errorProps={{ role: 'alert' }}
      inputContainer={(children) => (
        <>
          {children}
          {/* A warning is no error: the value is saved; it is announced as it appears. */}
          {warn && (
            <div role="status">
              {warning && (
                <Group gap={6} wrap="nowrap" align="flex-start" mt={6}>
                  <IconAlertTriangle
                    size={16}
                    aria-hidden
                    color="var(--mantine-color-orange-7)"
                    style={{ flex: 'none', marginTop: 2 }}
                  />
                  <Text size="sm">{t(`foodSurplus.warnings.${warning}`)}</Text>
                </Group>
              )}
            </div>
          )}
        </>
      )}
    />
  );
}
