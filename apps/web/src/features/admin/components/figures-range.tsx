import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface MonthRange {
  from: string;
  to: string;
}

type RangeErrors = Partial<Record<keyof MonthRange, string>>;

/**
 * Whether the browser draws a month field as a month picker (Chromium, Edge, Safari); elsewhere
 * (Firefox) it is a text field where the month is written YYYY-MM.
 */
export function hasMonthPicker(): boolean {
  const input = document.createElement('input');
  input.setAttribute('type', 'month');
  return input.type === 'month';
}

/**
 * What is wrong with a range as entered, by field (the contract's YYYY-MM, first before last),
 * said as the field asks for it: picked, or written.
 */
export function rangeErrors(
  range: MonthRange,
  t: (key: string) => string,
  picker = false,
): RangeErrors {
  const errors: RangeErrors = {};
  const invalid = t(picker ? 'figures.range.invalidMonthPicker' : 'figures.range.invalidMonth');
  if (!MONTH.test(range.from)) errors.from = invalid;
  if (!MONTH.test(range.to)) errors.to = invalid;
  if (!errors.from && !errors.to && range.to < range.from) {
    errors.to = t('figures.range.toBeforeFrom');
  }
  return errors;
}

/**
 * The months to count, first and last. A month field is a month picker where the browser has
 * one and a text field (YYYY-MM) elsewhere; its hint says how to fill in the one shown (a picker
 * shows 'March 2026', never '2026-03'). The range is checked before it is asked for; the first
 * wrong field takes the focus.
 */
export function FiguresRange({
  initial,
  onApply,
  onReset,
}: {
  /** The months shown (the address's, or those the API counted); null while unknown. */
  initial: MonthRange | null;
  onApply: (range: MonthRange) => void;
  /** Back to the API's default, the last 12 months. */
  onReset: () => void;
}) {
  const { t } = useTranslation('admin');
  const [picker] = useState(hasMonthPicker);
  const [range, setRange] = useState<MonthRange>(initial ?? { from: '', to: '' });
  const [errors, setErrors] = useState<RangeErrors>({});
  // The fields follow the months shown (the API's default range once it answers) in place, not
  // by a remount, so the button or field in focus keeps it.
  const [followed, setFollowed] = useState(initial);
  if (initial && (initial.from !== followed?.from || initial.to !== followed?.to)) {
    setFollowed(initial);
    setRange(initial);
    setErrors({});
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeErrors(range, t, picker);
    setErrors(found);
    const first = (Object.keys(found) as (keyof MonthRange)[])[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply(range);
  };

  const field = (name: keyof MonthRange) => ({
    name,
    type: 'month',
    value: range[name],
    // A picker shows its own month and year; only a text field needs the format.
    placeholder: picker ? undefined : t('figures.range.placeholder'),
    description: t(picker ? 'figures.range.hintPicker' : 'figures.range.hint'),
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setRange((current) => ({ ...current, [name]: value }));
    },
    w: { base: '100%', xs: 200 },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('figures.range.label')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput label={t('figures.range.from')} {...field('from')} />
          <TextInput label={t('figures.range.to')} {...field('to')} />
        </Group>
        <Group gap="sm">
          <Button type="submit">{t('figures.range.apply')}</Button>
          <Button variant="default" onClick={onReset}>
            {t('figures.range.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
