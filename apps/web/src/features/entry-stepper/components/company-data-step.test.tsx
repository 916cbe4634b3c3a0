import {
  BUSINESS_CATEGORIES,
  ENTRY_NAME_MAX_LENGTH,
  ENTRY_POSTAL_CODE_MAX_LENGTH,
  ENTRY_TEXT_MAX_LENGTH,
} from '@foodhub/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, server } from '../../../test/api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { STEPPER_STORAGE_KEY, useStepperStore } from '../../../stores/stepper-store';
import { CompanyDataStep } from './company-data-step';
import { naceFixture } from '../../../test/nace-fixtures';
import { TOOL_INFO_SEEN_STORAGE_KEY } from '../../../config/browser-storage';

beforeEach(() => {
  server.use(answer('get', '/nace_codes', naceFixture));
  localStorage.clear();
  sessionStorage.setItem(TOOL_INFO_SEEN_STORAGE_KEY, 'true');
  useStepperStore.getState().resetStepper();
});
afterEach(() => {
  sessionStorage.clear();
});

async function renderStep() {
  const user = userEvent.setup();
  const view = renderWithProviders(<CompanyDataStep />);
  await screen.findByRole('list', { name: 'NACE codes to add' });
  return { user, ...view };
}

/** The input of a label (an Autocomplete's label names its suggestion list too). */
function field(label: string) {
  const input = screen.getAllByLabelText(label).find((el) => el.matches('input, textarea'));
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('CompanyDataStep', () => {
  it('shows the title, the optional hint and the help panel open by default', async () => {
    const { user } = await renderStep();
    expect(screen.getByRole('heading', { level: 2, name: 'Company Data' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3. All fields are optional.')).toBeInTheDocument();
    const help = screen.getByRole('button', { name: 'About this step' });
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Every field is optional/)).toBeVisible();
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives every input an accessible name', async () => {
    const { container } = await renderStep();
    const inputs = [...container.querySelectorAll('input, textarea, select')].filter(
      (input) => input.getAttribute('type') !== 'hidden' && !input.hasAttribute('aria-hidden'),
    );
    expect(inputs.length).toBeGreaterThanOrEqual(13);
    for (const input of inputs) expect(input).toHaveAccessibleName();
    for (const label of [
      'Company name',
      'Street address',
      'Postal code',
      'City',
      'Country',
      'Business category',
      'Search NACE codes',
      'Description',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    const levels = within(screen.getByRole('radiogroup', { name: 'NACE level' }));
    expect(levels.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'Section',
      'Division',
      'Group',
      'Class',
    ]);
  });

  it('takes no longer entries than the match request accepts', async () => {
    await renderStep();
    const maxLength = (label: string) =>
      screen
        .getAllByLabelText(label)
        .find((e) => e.tagName !== 'DIV')
        ?.getAttribute('maxlength');
    expect(maxLength('Company name')).toBe(String(ENTRY_NAME_MAX_LENGTH));
    expect(maxLength('Street address')).toBe(String(ENTRY_NAME_MAX_LENGTH));
    expect(maxLength('Postal code')).toBe(String(ENTRY_POSTAL_CODE_MAX_LENGTH));
    expect(maxLength('Country')).toBe(String(ENTRY_NAME_MAX_LENGTH));
    expect(maxLength('Business category')).toBe(String(ENTRY_NAME_MAX_LENGTH));
    expect(maxLength('Description')).toBe(String(ENTRY_TEXT_MAX_LENGTH));
  });

  it('suggests the canonical business categories and accepts free text', async () => {
    const { user } = await renderStep();
    await user.click(field('Business category'));
    expect(options()).toEqual([...BUSINESS_CATEGORIES]);
    await user.type(field('Business category'), 'rest');
    expect(options()).toEqual(['Restaurant']);
    await user.click(screen.getByRole('option', { name: 'Restaurant' }));
    expect(useStepperStore.getState().companyProfile.businessCategory).toBe('Restaurant');
    // A chosen category lists all again, to switch without clearing first.
    await user.click(field('Company name'));
    await user.click(field('Business category'));
    expect(options()).toEqual([...BUSINESS_CATEGORIES]);
    await user.clear(field('Business category'));
    await user.type(field('Business category'), 'Bakery with café');
    expect(useStepperStore.getState().companyProfile.businessCategory).toBe('Bakery with café');
  });

  it('suggests the Alpine countries, also for a name in another language or a code', async () => {
    const { user } = await renderStep();
    await user.click(field('Country'));
    expect(options()).toEqual([
      'Austria',
      'Germany',
      'Italy',
      'Slovenia',
      'France',
      'Switzerland',
      'Liechtenstein',
    ]);
    await user.type(field('Country'), 'Österreich');
    expect(options()).toEqual(['Austria']);
    await user.click(screen.getByRole('option', { name: 'Austria' }));
    expect(useStepperStore.getState().companyProfile.location.country).toBe('Austria');
    await user.click(field('City'));
    await user.click(field('Country'));
    expect(options()).toHaveLength(7);
    await user.clear(field('Country'));
    await user.type(field('Country'), 'SLO');
    expect(options()).toEqual(['Slovenia']);
    await user.clear(field('Country'));
    await user.type(field('Country'), 'Hungary');
    expect(options()).toEqual([]);
    expect(useStepperStore.getState().companyProfile.location.country).toBe('Hungary');
  });

  it('saves every field in the stepper store and shows it again after a reload', async () => {
    const { user, unmount } = await renderStep();
    await user.type(field('Company name'), 'Bäckerei Huber');
    await user.type(field('Street address'), 'Hauptplatz 1');
    await user.type(field('Postal code'), '8010');
    await user.type(field('City'), 'Graz');
    await user.type(field('Country'), 'Austria');
    await user.type(field('Business category'), 'Food Processor');
    await user.type(field('Search NACE codes'), 'bread');
    await user.click(screen.getByRole('button', { name: /^Add 10\.71:/ }));
    await user.type(field('Description'), 'Bakery with two shops.');

    const expected = {
      name: 'Bäckerei Huber',
      location: { address: 'Hauptplatz 1', postalCode: '8010', city: 'Graz', country: 'Austria' },
      location_geo: null,
      lastGeocodedAddress: null,
      locatedAs: null,
      businessCategory: 'Food Processor',
      naceCodes: [{ code: '10.71', description: naceFixture[7]!.description }],
      description: 'Bakery with two shops.',
    };
    expect(useStepperStore.getState().companyProfile).toEqual(expected);
    const saved = localStorage.getItem(STEPPER_STORAGE_KEY);
    expect(JSON.parse(saved ?? 'null').state.companyProfile).toEqual(expected);

    // A reload: the memory is gone, the browser storage is read back.
    unmount();
    useStepperStore.getState().resetStepper();
    localStorage.setItem(STEPPER_STORAGE_KEY, saved!);
    await useStepperStore.persist.rehydrate();
    await renderStep();
    expect(field('Company name')).toHaveValue('Bäckerei Huber');
    expect(field('Street address')).toHaveValue('Hauptplatz 1');
    expect(field('Postal code')).toHaveValue('8010');
    expect(field('City')).toHaveValue('Graz');
    expect(field('Country')).toHaveValue('Austria');
    expect(field('Business category')).toHaveValue('Food Processor');
    expect(field('Description')).toHaveValue('Bakery with two shops.');
    const chosen = screen.getByRole('list', { name: 'Chosen NACE codes' });
    expect(chosen).toHaveTextContent('10.71');
    expect(chosen).toHaveTextContent('Manufacture of bread');
  });

  it('shows the one-time info on a new session, and not after OK, Got it', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = renderWithProviders(<CompanyDataStep />);
    await user.click(await screen.findByRole('button', { name: 'OK, Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    await renderStep();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
