import { MONTH_NAMES } from '@foodhub/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { useStepperStore } from '../../../../stores/stepper-store';
import { SeasonalFields } from './seasonal-fields';

function renderFields(switchName = /Seasonal surplus/) {
  const user = userEvent.setup();
  renderWithProviders(<SeasonalFields />);
  return { user, toggle: screen.getByRole('switch', { name: switchName }) };
}

const waste = () => useStepperStore.getState().wasteInfo;
const capacityInputs = () => screen.queryAllByRole('textbox', { name: /: % of the usual amount$/ });

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('seasonal surplus', () => {
  it('reveals January to December when switched on, capacity only for active months', async () => {
    const { user, toggle } = renderFields();
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(waste().seasonal).toBe(true);
    const months = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(months.map((m) => m.labels?.[0]?.textContent)).toEqual([...MONTH_NAMES]);
    expect(months.some((m) => m.checked)).toBe(false);
    expect(capacityInputs()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'March' }));
    await user.click(screen.getByRole('checkbox', { name: 'July' }));
    expect(capacityInputs()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'March: % of the usual amount' })).toHaveValue(
      '100',
    );
    expect(waste().monthlyCapacities[2]).toEqual({ name: 'March', capacity: 100, active: true });

    await user.click(screen.getByRole('checkbox', { name: 'July' }));
    expect(capacityInputs()).toHaveLength(1);
    expect(waste().monthlyCapacities[6]?.active).toBe(false);

    await user.click(toggle);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(waste().seasonal).toBe(false);
  });

  it('saves a capacity of 0 to 999 % and shows an error beyond', async () => {
    useStepperStore.getState().setWasteInfo({ seasonal: true });
    const { user } = renderFields();
    await user.click(screen.getByRole('checkbox', { name: 'May' }));
    const may = screen.getByRole('textbox', { name: 'May: % of the usual amount' });

    await user.clear(may);
    await user.type(may, '999');
    expect(waste().monthlyCapacities[4]?.capacity).toBe(999);
    await user.type(may, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 0 to 999 %.');
    expect(may).toHaveAttribute('aria-invalid', 'true');
    expect(waste().monthlyCapacities[4]?.capacity).toBe(999);

    await user.clear(may);
    await user.type(may, '-1');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 0 to 999 %.');
    await user.clear(may);
    await user.type(may, '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(waste().monthlyCapacities[4]).toEqual({ name: 'May', capacity: 0, active: true });
  });

  it('names the months in German and Slovenian, kept by their English names', async () => {
    useStepperStore.getState().setWasteInfo({ seasonal: true });
    await act(() => i18n.changeLanguage('de'));
    const { user } = renderFields(/Saisonaler Überschuss/);
    const labels = () =>
      (screen.getAllByRole('checkbox') as HTMLInputElement[]).map(
        (m) => m.labels?.[0]?.textContent,
      );
    expect(labels().slice(0, 3)).toEqual(['Januar', 'Februar', 'März']);
    await user.click(screen.getByRole('checkbox', { name: 'März' }));
    expect(screen.getByRole('textbox', { name: 'März: % der üblichen Menge' })).toHaveValue('100');
    expect(waste().monthlyCapacities[2]).toEqual({ name: 'March', capacity: 100, active: true });

    await act(() => i18n.changeLanguage('sl'));
    expect(labels().slice(0, 3)).toEqual(['Januar', 'Februar', 'Marec']);
    expect(labels()[11]).toBe('December');
    expect(screen.getByRole('textbox', { name: 'Marec: % običajne količine' })).toHaveValue('100');
  });

  it('says what the capacity means: the share of the usual amount, 100 % the usual amount', async () => {
    useStepperStore.getState().setWasteInfo({ seasonal: true });
    const { user } = renderFields();
    expect(
      screen.getByText(/as a percentage of the usual amount \(the Amount above\)/),
    ).toHaveTextContent('100 % is the usual amount, 50 % half of it, 200 % twice as much');
    expect(screen.getByText(/Allowed: 0 to 999 %\./)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'June' }));
    const june = screen.getByRole('textbox', { name: 'June: % of the usual amount' });
    // The visible label says the same as the name, next to the field.
    expect(screen.getByText('% of the usual amount')).toBeVisible();
    expect(june).toHaveValue('100');
  });
});
