import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useStepperStore } from '../../../../stores/stepper-store';
import { QuantityFields } from './quantity-fields';

function renderFields() {
  const user = userEvent.setup();
  renderWithProviders(<QuantityFields />);
  return {
    user,
    amount: screen.getByRole('textbox', { name: 'Amount' }),
    times: screen.getByRole('textbox', { name: 'Times' }),
  };
}

const waste = () => useStepperStore.getState().wasteInfo;

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('amount', () => {
  it('saves a number of 0 or more in kg, the unit shown fixed', async () => {
    const { user, amount } = renderFields();
    expect(amount).toHaveValue('');
    expect(screen.getByText('kg')).toBeInTheDocument();
    await user.type(amount, '40.5');
    expect(waste().amount).toEqual({ value: 40.5, unit: 'kg' });
    await user.clear(amount);
    await user.type(amount, '0');
    expect(waste().amount).toEqual({ value: 0, unit: 'kg' });
    await user.clear(amount);
    expect(waste().amount).toEqual({ value: null, unit: 'kg' });
  });

  it('takes and shows the decimal comma in German, a typed point as one too', async () => {
    useStepperStore.getState().setWasteInfo({ amount: { value: 2.5, unit: 'kg' } });
    await act(() => i18n.changeLanguage('de'));
    const user = userEvent.setup();
    renderWithProviders(<QuantityFields />);
    const amount = screen.getByRole('textbox', { name: 'Menge' });
    expect(amount).toHaveValue('2,5');
    await user.clear(amount);
    await user.type(amount, '40,75');
    expect(waste().amount).toEqual({ value: 40.75, unit: 'kg' });
    await user.clear(amount);
    await user.type(amount, '3.5');
    expect(waste().amount).toEqual({ value: 3.5, unit: 'kg' });
    // Left, the field shows what it read as German writes it.
    await user.tab();
    expect(amount).toHaveValue('3,5');
  });

  it('shows and announces a negative amount as a field error and does not save it', async () => {
    useStepperStore.getState().setWasteInfo({ amount: { value: 12, unit: 'kg' } });
    const { user, amount } = renderFields();
    expect(amount).toHaveValue('12');
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(screen.getByRole('alert')).toHaveTextContent('The amount cannot be negative.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/The amount cannot be negative\./);
    expect(waste().amount.value).toBeNull();
    await user.clear(amount);
    await user.type(amount, '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(waste().amount).toEqual({ value: 5, unit: 'kg' });
  });
});

describe('a change saved elsewhere (another tab)', () => {
  it('replaces what the fields show', async () => {
    const { user, amount, times } = renderFields();
    await user.type(amount, '-');
    act(() =>
      useStepperStore.getState().setWasteInfo({
        amount: { value: 7, unit: 'kg' },
        frequency: { times: 4, interval: 'month' },
      }),
    );
    expect(amount).toHaveValue('7');
    expect(times).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'Per month' })).toBeChecked();
  });
});

describe('frequency', () => {
  it('starts at 1 time once and saves times of 1 or more', async () => {
    const { user, times } = renderFields();
    expect(times).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    await user.clear(times);
    await user.type(times, '3');
    expect(waste().frequency).toEqual({ times: 3, interval: 'once' });
  });

  it('rejects fewer than 1 time with a field error, and restores an emptied field', async () => {
    const { user, times } = renderFields();
    await user.clear(times);
    await user.type(times, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 1.');
    expect(waste().frequency.times).toBe(1);
    await user.clear(times);
    await user.tab();
    expect(times).toHaveValue('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the intervals once, per day, week and month, chosen with the keyboard too', async () => {
    const { user } = renderFields();
    const group = screen.getByRole('radiogroup', { name: 'Interval' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'once',
      'day',
      'week',
      'month',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Per week' }));
    expect(waste().frequency).toEqual({ times: 1, interval: 'week' });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Per month' })).toBeChecked();
    expect(waste().frequency.interval).toBe('month');
  });
});

describe('what is typed or pasted into the amount', () => {
  it('reads a pasted decimal comma as a decimal, thousands where unambiguous', async () => {
    const { user, amount } = renderFields();
    await user.click(amount);
    await user.paste('1,5');
    expect(amount).toHaveValue('1,5');
    expect(waste().amount.value).toBe(1.5);
    await user.tab();
    expect(amount).toHaveValue('1.5');
    for (const [pasted, value] of [
      ['1.234,5', 1234.5],
      ['1 234,5', 1234.5],
      ['2,75 kg', 2.75],
    ] as const) {
      await user.clear(amount);
      await user.paste(pasted);
      expect(waste().amount.value).toBe(value);
    }
  });

  it('keeps text that is no number with its message, saving no amount, also over a reload', async () => {
    useStepperStore.getState().setWasteInfo({ amount: { value: 12, unit: 'kg' } });
    const { user, amount } = renderFields();
    await user.clear(amount);
    await user.type(amount, 'ten');
    expect(amount).toHaveValue('ten');
    expect(waste().amount.value).toBeNull();
    await user.tab();
    expect(amount).toHaveValue('ten');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number of kilograms.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    // A reload shows the field as it was left.
    cleanup();
    const again = renderFields();
    expect(again.amount).toHaveValue('ten');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number of kilograms.');
    await again.user.clear(again.amount);
    await again.user.type(again.amount, '12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(waste().amount.value).toBe(12);
    expect(useStepperStore.getState().entryUi.invalidTexts).toEqual({});
  });

  it('says in German that zehn is no number', async () => {
    await act(() => i18n.changeLanguage('de'));
    const user = userEvent.setup();
    renderWithProviders(<QuantityFields />);
    const amount = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(amount, 'zehn');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie eine Zahl in Kilogramm ein.');
  });

  it('saves 0 kg with a warning, not an error', async () => {
    const { user, amount } = renderFields();
    await user.type(amount, '0');
    expect(waste().amount.value).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      /0 kg means there is nothing to hand over/,
    );
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(amount, '5');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks for a whole number of times, not rounding 2,5 to 3', async () => {
    const { user, times } = renderFields();
    await user.clear(times);
    await user.type(times, '2,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    // The last whole number typed on the way stays saved.
    expect(waste().frequency.times).toBe(2);
  });

  it('keeps 0 times with its message over a reload; the saved times stay valid', async () => {
    const { user, times } = renderFields();
    await user.clear(times);
    await user.type(times, '0');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 1.');
    expect(waste().frequency.times).toBe(1);
    cleanup();
    const again = renderFields();
    expect(again.times).toHaveValue('0');
    expect(again.times).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('per day', () => {
  it('asks the days a week (5 at first) and saves them as times per week', async () => {
    const { user } = renderFields();
    await user.click(screen.getByRole('radio', { name: 'Per day' }));
    const days = screen.getByRole('textbox', { name: 'Days a week' });
    expect(days).toHaveValue('5');
    expect(screen.queryByRole('textbox', { name: 'Times' })).not.toBeInTheDocument();
    expect(waste().frequency).toEqual({ times: 5, interval: 'week' });
    expect(days).toHaveAccessibleDescription('1 to 7 days. Counted as 5 times per week.');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'In kilograms, on each day it occurs.',
    );
    await user.clear(days);
    await user.type(days, '6');
    expect(waste().frequency).toEqual({ times: 6, interval: 'week' });
    await user.clear(days);
    await user.type(days, '8');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 1 to 7 days.');
    expect(waste().frequency).toEqual({ times: 6, interval: 'week' });
  });

  it('shows per day again after a reload, and the saved interval once it changed elsewhere', async () => {
    const { user } = renderFields();
    await user.click(screen.getByRole('radio', { name: 'Per day' }));
    cleanup();
    renderWithProviders(<QuantityFields />);
    expect(screen.getByRole('radio', { name: 'Per day' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Days a week' })).toHaveValue('5');
    act(() =>
      useStepperStore.getState().setWasteInfo({ frequency: { times: 2, interval: 'month' } }),
    );
    expect(screen.getByRole('radio', { name: 'Per month' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Times' })).toHaveValue('2');
  });

  it('leaves the days as times per week when per week is chosen', async () => {
    const { user } = renderFields();
    await user.click(screen.getByRole('radio', { name: 'Per day' }));
    await user.click(screen.getByRole('radio', { name: 'Per week' }));
    expect(screen.getByRole('textbox', { name: 'Times' })).toHaveValue('5');
    expect(waste().frequency).toEqual({ times: 5, interval: 'week' });
    expect(useStepperStore.getState().entryUi.perDay).toBe(false);
  });

  it('starts again at 1 time when once or per month follows per day', async () => {
    const { user } = renderFields();
    await user.click(screen.getByRole('radio', { name: 'Per day' }));
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    expect(waste().frequency).toEqual({ times: 1, interval: 'once' });
    await user.click(screen.getByRole('radio', { name: 'Per day' }));
    await user.click(screen.getByRole('radio', { name: 'Per month' }));
    expect(screen.getByRole('textbox', { name: 'Times' })).toHaveValue('1');
    expect(waste().frequency).toEqual({ times: 1, interval: 'month' });
  });
});
