import { MONTH_NAMES } from '@foodhub/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Company & Surplus Information' }));
}

/** The value next to a label of the description list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Company & Surplus Information', () => {
  it('is collapsed at first and toggled by its header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompanySurplusCard company={company} surplus={surplus} />);
    const header = screen.getByRole('button', { name: 'Company & Surplus Information' });
    expect(header.closest('h2')).not.toBeNull();
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Bäckerei Huber')).not.toBeVisible();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Bäckerei Huber')).toBeVisible());

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
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
      'March: 80% of the usual amount (kg)',
      'July: 100% of the usual amount (kg)',
    ]);
  });

  it('says so when neither company nor surplus data was entered', async () => {
    await renderOpened(empty.companyProfile, empty.wasteInfo);
    expect(screen.getByText('No company data entered.')).toBeInTheDocument();
    expect(screen.getByText('No surplus details entered.')).toBeInTheDocument();
  });
});
