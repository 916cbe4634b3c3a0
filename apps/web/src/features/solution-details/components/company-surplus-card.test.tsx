import { MONTH_NAMES } from '@foodhub/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  initialStepperData,
  type CompanyProfile,
  type WasteInfo,
} from '../../../stores/stepper-data';
import { CompanySurplusCard } from './company-surplus-card';

const months = MONTH_NAMES.map((name) => ({ name, capacity: 100, active: false }));

const empty = initialStepperData();

const company: CompanyProfile = {
  ...empty.companyProfile,
  name: 'Bäckerei Huber',
  businessCategory: 'Retailer',
  naceCodes: [
    { code: '10.71', description: 'Manufacture of bread' },
    { code: '47.24', description: null },
  ],
  description: '',
  location: { address: 'Hauptplatz 1', postalCode: '8010', city: 'Graz', country: 'Austria' },
};

const surplus: WasteInfo = {
  ...empty.wasteInfo,
  surplusName: 'Bread',
  amount: { value: 40, unit: 'kg' },
  frequency: { times: 2, interval: 'week' },
  foodGroups: ['Cereal products'],
  foodSubgroups: ['Bread and bakery products'],
  seasonal: false,
  monthlyCapacities: months,
};

async function renderOpened(c: CompanyProfile, s: WasteInfo) {
  renderWithProviders(<CompanySurplusCard company={c} surplus={s} />);
  // The card's header is its only button, in any language.
  await userEvent.setup().click(screen.getByRole('button', { expanded: false }));
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The value next to a label of the description list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Company & Surplus Information', () => {
  it('is collapsed at first and toggled by its header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanySurplusCard company={company} surplus={surplus} />);
    const header = screen.getByRole('button', { name: 'Company & Surplus Information' });
    expect(header.closest('h2')).not.toBeNull();
    expect(header).toHaveAttribute('aria-expanded', 'false');
    // Nothing of it is drawn until it opens.
    expect(screen.queryByText('Bäckerei Huber')).not.toBeInTheDocument();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Bäckerei Huber')).toBeVisible());

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('Bäckerei Huber')).not.toBeVisible());
  });

  it('speaks of a private person’s details, not of a company', async () => {
    const person: CompanyProfile = {
      ...company,
      name: 'Mara Novak',
      businessCategory: 'Private Person',
      naceCodes: [],
    };
    await renderOpened(person, surplus);
    expect(
      screen.getByRole('button', { name: 'Your Details & Surplus Information' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'You' })).toBeInTheDocument();
    expect(valueOf('Name')).toHaveTextContent('Mara Novak');
    expect(screen.queryByText('Company Name')).not.toBeInTheDocument();
  });

  it('shows the company fields that exist, NACE codes joined by commas', async () => {
    await renderOpened(company, surplus);
    expect(valueOf('Company Name')).toHaveTextContent('Bäckerei Huber');
    expect(valueOf('Business Category')).toHaveTextContent('Retailer');
    expect(valueOf('NACE Code(s)')).toHaveTextContent(/^10\.71, 47\.24$/);
    expect(valueOf('Location')).toHaveTextContent('Hauptplatz 1, 8010 Graz, Austria');
    expect(screen.queryByText('Description', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the surplus: name, amount, frequency and groups as tags', async () => {
    await renderOpened(company, surplus);
    expect(valueOf('Surplus Name')).toHaveTextContent('Bread');
    expect(valueOf('Amount')).toHaveTextContent('40 kg');
    expect(valueOf('Frequency')).toHaveTextContent('2 times per week');
    expect(valueOf('Food Groups')).toHaveTextContent('Cereal products');
    expect(valueOf('Food Subgroups')).toHaveTextContent('Bread and bakery products');
    expect(screen.queryByText('Seasonal Capacity')).not.toBeInTheDocument();
  });

  it('lists the active months of a seasonal surplus with capacity and unit', async () => {
    const seasonal = {
      ...surplus,
      seasonal: true,
      monthlyCapacities: months.map((m) =>
        m.name === 'March'
          ? { ...m, capacity: 80, active: true }
          : m.name === 'July'
            ? { ...m, active: true }
            : m,
      ),
    };
    await renderOpened(company, seasonal);
    const list = await screen.findByRole('list', { name: 'Seasonal Capacity' });
    const items = list.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      'March: 80% of the usual amount (32 kg)',
      'July: 100% of the usual amount (40 kg)',
    ]);
  });

  it('gives the share alone when no amount was entered', async () => {
    const seasonal = {
      ...surplus,
      amount: { value: null, unit: 'kg' as const },
      seasonal: true,
      monthlyCapacities: months.map((m) => (m.name === 'May' ? { ...m, active: true } : m)),
    };
    await renderOpened(company, seasonal);
    const list = await screen.findByRole('list', { name: 'Seasonal Capacity' });
    expect(list.querySelector('li')).toHaveTextContent(/^May: 100% of the usual amount$/);
  });

  it('says so when neither company nor surplus data was entered', async () => {
    await renderOpened(empty.companyProfile, empty.wasteInfo);
    expect(screen.getByText('No company data entered.')).toBeInTheDocument();
    expect(screen.getByText('No surplus details entered.')).toBeInTheDocument();
  });

  describe('in the interface language', () => {
    const stored: WasteInfo = {
      ...surplus,
      amount: { value: 1250.5, unit: 'kg' },
      frequency: { times: 3, interval: 'month' },
      foodGroups: ['Cereal products', 'Food Waste'],
      foodSubgroups: ['Breads and breakfast pastries', 'Own words'],
      seasonal: true,
      monthlyCapacities: months.map((m) => (m.name === 'March' ? { ...m, active: true } : m)),
    };

    /** The tags of a fact, one text each. */
    const tagsOf = (label: string) =>
      [...valueOf(label)!.querySelectorAll('.mantine-Badge-label')].map((tag) => tag.textContent);

    it('shows the stored English names, numbers, frequency and months in German', async () => {
      await act(() => i18n.changeLanguage('de'));
      await renderOpened(company, stored);
      expect(valueOf('Unternehmenskategorie')).toHaveTextContent(/^Einzelhandel$/);
      expect(valueOf('Menge')).toHaveTextContent('1.250,5 kg');
      expect(valueOf('Häufigkeit')).toHaveTextContent(/^3-mal pro Monat$/);
      expect(tagsOf('Lebensmittelgruppen')).toEqual(['Getreideprodukte', 'Lebensmittelabfälle']);
      expect(tagsOf('Lebensmitteluntergruppen')).toEqual([
        'Brot und Frühstücksgebäck',
        'Own words',
      ]);
      const list = await screen.findByRole('list', { name: 'Saisonale Kapazität' });
      expect(list.querySelector('li')).toHaveTextContent(
        /^März: 100 % der üblichen Menge \(1\.250,5 kg\)$/,
      );
    });

    it('shows them in Slovenian, the dual form of the frequency too', async () => {
      await act(() => i18n.changeLanguage('sl'));
      await renderOpened(company, { ...stored, frequency: { times: 2, interval: 'week' } });
      expect(valueOf('Kategorija dejavnosti')).toHaveTextContent(/^Trgovina na drobno$/);
      expect(valueOf('Pogostost')).toHaveTextContent(/^2-krat na teden$/);
      expect(tagsOf('Skupine živil')).toEqual(['Žitni izdelki', 'Odpadna hrana']);
      const list = await screen.findByRole('list', { name: 'Sezonska zmogljivost' });
      expect(list.querySelector('li')).toHaveTextContent(/^Marec: 100 % običajne količine/);
    });
  });
});
