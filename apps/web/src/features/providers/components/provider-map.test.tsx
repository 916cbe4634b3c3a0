import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { renderWithProviders } from '../../../test/render-with-providers';
import ProviderMap from './provider-map';

const provider = (key: string, name: string | null, position: [number, number]): ProviderView => ({
  key,
  origin: 'dataset',
  name,
  isSample: false,
  verifiedAt: null,
  suitable: true,
  description: null,
  location: { address: null, postalCode: null, city: null, country: null },
  position,
  distanceM: null,
  institutionTypes: [],
  capacity: [],
  logistics: null,
  constraints: null,
  acceptedFoodTypes: null,
  businessCategories: [],
  additionalInformation: null,
  contactPerson: null,
  contact: { email: null, phone: null },
});

const providers = [
  provider('a', 'Tafel Steiermark', [47.06, 15.43]),
  provider('b', null, [48.2, 16.37]),
];

describe('ProviderMap', () => {
  it('names each marker by its provider; a marker is a button the keyboard reaches', async () => {
    const onMarkerClick = vi.fn();
    renderWithProviders(
      <ProviderMap
        providers={providers}
        selectedKey={null}
        userPosition={[47.07, 15.44]}
        onMarkerClick={onMarkerClick}
        unnamed="Unnamed provider"
      />,
    );
    const map = screen.getByRole('region', { name: 'Map of Provider Companies' });
    const tafel = await within(map).findByRole('button', { name: 'Tafel Steiermark' });
    expect(tafel).toHaveAttribute('tabindex', '0');
    expect(within(map).getByRole('button', { name: 'Unnamed provider' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Your Surplus Location' })).toBeInTheDocument();
    await userEvent.click(tafel);
    expect(onMarkerClick).toHaveBeenCalledWith('a');
  });

  it('keeps the name on a marker once it is selected', async () => {
    function Selecting() {
      const [selected, setSelected] = useState<string | null>(null);
      return (
        <ProviderMap
          providers={providers}
          selectedKey={selected}
          userPosition={null}
          onMarkerClick={setSelected}
          unnamed="Unnamed provider"
        />
      );
    }
    renderWithProviders(<Selecting />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tafel Steiermark' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tafel Steiermark' })).toHaveClass(
        'provider-marker-selected',
      ),
    );
  });
});
