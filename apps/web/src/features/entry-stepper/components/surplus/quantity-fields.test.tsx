import { act, screen } from '@testing-library/react';
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
    expect(amount).toHaveValue('3,5');
    expect(waste().amount).toEqual({ value: 3.5, unit: 'kg' });
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

  it('offers the intervals once, week and month, chosen with the keyboard too', async () => {
    const { user } = renderFields();
    const group = screen.getByRole('radiogroup', { name: 'Interval' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'once',
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
