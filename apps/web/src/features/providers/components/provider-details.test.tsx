import type { VcgProvider } from '@foodhub/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { toProviderViews } from '../../../lib/providers/provider-view';
import { datasetProvider } from '../../../test/provider-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProviderDetails } from './provider-details';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const dataset = {
  ...datasetProvider('p1', 'Tafel Wien', 1200),
  capacity: [
    {
      food_category: 'Cereal products',
      needed: 'always' as const,
      max_kg_per_week: 1500,
      note: null,
    },
  ],
  logistics: {
    pickup: { available: true, radius_km: 12.5, frequency: null, weekend: null },
    delivery: { accepted: null },
  },
  accepted_food_types: {
    food_group: ['Fruits, vegetables, legumes and oilseeds', 'Food Waste'],
    food_subgroup: ['Vegetables', 'Expired Food'],
    surplus_name: ['carrots'],
  },
};

const vcg: VcgProvider = {
  companyName: 'Bio Hof',
  businessCategory: ['Agricultural Producer', 'Bäckerei'],
};

const render = (provider: Parameters<typeof toProviderViews>[0][number]) =>
  renderWithProviders(<ProviderDetails provider={toProviderViews([provider])[0]!} />);

describe('provider details in the interface language', () => {
  it('names the accepted food types and the capacity in German, numbers as German writes them', async () => {
    await act(() => i18n.changeLanguage('de'));
    render(dataset);
    expect(screen.getByText('Obst, Gemüse, Hülsenfrüchte und Ölsaaten')).toBeInTheDocument();
    expect(screen.getByText('Lebensmittelabfälle')).toBeInTheDocument();
    expect(screen.getByText('Gemüse')).toBeInTheDocument();
    expect(screen.getByText('Abgelaufene Lebensmittel')).toBeInTheDocument();
    expect(screen.getByText('carrots')).toBeInTheDocument();
    expect(screen.getByText('Getreideprodukte')).toBeInTheDocument();
    expect(screen.getByText(/1\.500 kg/)).toBeInTheDocument();
    expect(screen.getByText('12,5 km')).toBeInTheDocument();
  });

  it('names the business categories in Slovenian, own words as they are', async () => {
    await act(() => i18n.changeLanguage('sl'));
    render(vcg);
    expect(screen.getByText('Kmetijski pridelovalec')).toBeInTheDocument();
    expect(screen.getByText('Bäckerei')).toBeInTheDocument();
  });
});
