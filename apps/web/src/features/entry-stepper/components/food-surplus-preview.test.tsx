import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useStepperStore } from '../store';
import { FoodSurplusPreview } from './food-surplus-preview';

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

describe('FoodSurplusPreview', () => {
  it('says the form is being prepared and that nothing is saved yet', () => {
    renderWithProviders(<FoodSurplusPreview />);
    expect(screen.getByRole('heading', { level: 2, name: 'Food Surplus' })).toBeInTheDocument();
    expect(screen.getByText(/The food surplus form is being prepared/)).toBeInTheDocument();
    expect(screen.getByText(/No surplus details are saved yet/)).toBeInTheDocument();
  });

  it('summarises the saved surplus that Find Solutions will match', () => {
    useStepperStore.getState().setWasteInfo({
      surplusName: 'Bread',
      foodGroups: ['Cereal products'],
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
    });
    renderWithProviders(<FoodSurplusPreview />);
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr');
    expect(row('Surplus Name')).toHaveTextContent('Bread');
    expect(row('Food Groups')).toHaveTextContent('Cereal products');
    expect(row('Amount')).toHaveTextContent('40 kg');
    expect(row('Frequency')).toHaveTextContent('1 times per week');
    expect(screen.queryByRole('rowheader', { name: 'Food Subgroups' })).not.toBeInTheDocument();
  });
});
