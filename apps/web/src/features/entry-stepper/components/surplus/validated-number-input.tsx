import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurplusNumberError } from '@foodhub/domain';

interface ValidatedNumberInputProps extends Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'error'
> {
  /** The saved value; null when none is saved. */
  value: number | null;
  /** The rule of the field: an error key, or null when the value may be saved. */
  validate(value: number): SurplusNumberError | null;
  /** Called with each value that passes the rule; with null when emptied, if `clearable`. */
  onSave(value: number | null): void;
  /** Emptying the field saves null; otherwise leaving it empty brings the saved value back. */
  clearable?: boolean;
}

/**
 * A number field that saves only valid values. What the user typed stays in the field, and a
 * broken value is shown and announced as a field error instead of being silently clamped.
 */
export function ValidatedNumberInput({
  value,
  validate,
  onSave,
  clearable = false,
  onBlur,
  ...props
}: ValidatedNumberInputProps) {
  const { t } = useTranslation('matching');
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [error, setError] = useState<SurplusNumberError | null>(null);
  // The value last saved from here: a different one came from elsewhere (another tab) and
  // replaces the draft.
  const [saved, setSaved] = useState(value);
  if (value !== saved) {
    setSaved(value);
    setDraft(value ?? '');
    setError(null);
  }

  function save(next: number | null) {
    setSaved(next);
    onSave(next);
  }

  function change(next: string | number) {
    setDraft(next);
    if (next === '') {
      setError(null);
      if (clearable) save(null);
      return;
    }
    const number = typeof next === 'number' ? next : Number(next);
    // '-' or '1.' on the way to a number: wait for the rest.
    if (!Number.isFinite(number)) return;
    const problem = validate(number);
    setError(problem);
    if (!problem) save(number);
  }

  return (
    <NumberInput
      {...props}
      value={draft}
      onChange={change}
      onBlur={(event) => {
        if (draft === '' && !clearable) setDraft(value ?? '');
        onBlur?.(event);
      }}
      clampBehavior="none"
      error={error ? t(`foodSurplus.errors.${error}`) : undefined}
      errorProps={{ role: 'alert' }}
    />
  );
}
