import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n';
import { useStepperStore } from '../../../../stores/stepper-store';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { BusinessCategoryInput } from './business-fields';

const stored = () => useStepperStore.getState().companyProfile.businessCategory;

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('business category in the interface language', () => {
  it('shows a stored category in German and keeps a chosen one by its English name', async () => {
    useStepperStore.getState().setCompanyProfile({ businessCategory: 'Retailer' });
    await act(() => i18n.changeLanguage('de'));
    const user = userEvent.setup();
    renderWithProviders(<BusinessCategoryInput />);
    const field = screen.getByRole('textbox', { name: 'Unternehmenskategorie' });
    expect(field).toHaveValue('Einzelhandel');

    await user.clear(field);
    await user.type(field, 'groß');
    await user.click(screen.getByRole('option', { name: 'Großhandel' }));
    expect(stored()).toBe('Wholesaler');
    expect(field).toHaveValue('Großhandel');

    // Own words are kept as typed, letter for letter.
    await user.clear(field);
    await user.type(field, 'Hofladen ');
    expect(stored()).toBe('Hofladen ');
  });

  it('shows a stored category in Slovenian', async () => {
    useStepperStore.getState().setCompanyProfile({ businessCategory: 'Private Person' });
    await act(() => i18n.changeLanguage('sl'));
    renderWithProviders(<BusinessCategoryInput />);
    expect(screen.getByRole('textbox', { name: 'Kategorija dejavnosti' })).toHaveValue('Zasebnik');
  });
});
