import type { GeocodeResponse } from '@foodhub/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  answerError,
  answerNetworkError,
  api,
  apiCalls,
  callsTo,
  heldAnswer,
  server,
} from '../../../test/api';
import { renderRoutes } from '../../../test/render-with-providers';
import { StepperShell } from '../components/stepper-shell';
import { useStepperStore } from '../../../stores/stepper-store';

const routes = [
  {
    path: '/stepper',
    element: <StepperShell />,
    children: [
      { path: 'company-data', element: <p>Company step</p> },
      { path: 'food-surplus', element: <p>Surplus step</p> },
    ],
  },
];

const GRAZ = { type: 'Point' as const, coordinates: [15.438, 47.0707] as [number, number] };
const found: GeocodeResponse = {
  found: true,
  location_geo: GRAZ,
  precision: 'address',
  matched: { postal_code: '8010', city: 'Graz', country_code: 'AT' },
  not_found_reason: null,
};
const notFound: GeocodeResponse = {
  found: false,
  location_geo: null,
  precision: null,
  matched: null,
  not_found_reason: 'no_match',
};

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function enterGrazAddress() {
  useStepperStore.getState().setCompanyLocation({
    address: ' Hauptplatz 1 ',
    postalCode: '8010',
    city: 'Graz',
    country: 'Austria',
  });
}

async function pressNext() {
  renderRoutes(routes, '/stepper/company-data');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Surplus step')).toBeInTheDocument();
}

const geocodeCalls = () => callsTo('/geocode');
const company = () => useStepperStore.getState().companyProfile;

describe('Next on step 1 geocodes the address', () => {
  it('posts the address parts when no location exists yet, stores it and moves to step 2', async () => {
    enterGrazAddress();
    server.use(answer('post', '/geocode', found));
    await pressNext();
    expect(geocodeCalls()).toHaveLength(1);
    expect(geocodeCalls()[0]?.method).toBe('POST');
    expect(geocodeCalls()[0]?.body).toEqual({
      address: 'Hauptplatz 1',
      city: 'Graz',
      postalCode: '8010',
      country: 'Austria',
    });
    expect(company().location_geo).toEqual(GRAZ);
    expect(company().lastGeocodedAddress).toBe('Hauptplatz 1, 8010 Graz, Austria');
  });

  it('does not ask again when a location exists and the address is unchanged', async () => {
    enterGrazAddress();
    useStepperStore.getState().setCompanyProfile({
      location_geo: GRAZ,
      lastGeocodedAddress: 'Hauptplatz 1, 8010 Graz, Austria',
    });
    await pressNext();
    expect(apiCalls()).toEqual([]);
    expect(company().location_geo).toEqual(GRAZ);
  });

  it('asks again when the composed address changed since the last geocoding', async () => {
    enterGrazAddress();
    useStepperStore.getState().setCompanyProfile({
      location_geo: GRAZ,
      lastGeocodedAddress: 'Hauptplatz 1, 8010 Graz, Austria',
    });
    useStepperStore.getState().setCompanyLocation({ address: 'Herrengasse 16' });
    server.use(answer('post', '/geocode', found));
    await pressNext();
    expect(geocodeCalls()).toHaveLength(1);
    expect(geocodeCalls()[0]?.body).toMatchObject({ address: 'Herrengasse 16' });
    expect(company().lastGeocodedAddress).toBe('Herrengasse 16, 8010 Graz, Austria');
  });

  it('asks again for the same address when the last try found no location', async () => {
    enterGrazAddress();
    useStepperStore.getState().setCompanyProfile({
      location_geo: null,
      lastGeocodedAddress: 'Hauptplatz 1, 8010 Graz, Austria',
    });
    server.use(answer('post', '/geocode', found));
    await pressNext();
    expect(geocodeCalls()).toHaveLength(1);
    expect(company().location_geo).toEqual(GRAZ);
  });

  it('does not call /geocode for an empty address, and drops a location left from an old one', async () => {
    useStepperStore.getState().setCompanyLocation({ address: '  ', city: ' ' });
    useStepperStore
      .getState()
      .setCompanyProfile({ location_geo: GRAZ, lastGeocodedAddress: 'Graz' });
    await pressNext();
    expect(apiCalls()).toEqual([]);
    expect(company()).toMatchObject({ location_geo: null, lastGeocodedAddress: null });
  });

  it('not found: location null, the address remembered, and still on to step 2', async () => {
    enterGrazAddress();
    server.use(answer('post', '/geocode', notFound));
    await pressNext();
    expect(geocodeCalls()).toHaveLength(1);
    expect(company().location_geo).toBeNull();
    expect(company().lastGeocodedAddress).toBe('Hauptplatz 1, 8010 Graz, Austria');
  });

  it.each([
    ['a server error', () => answerError('post', '/geocode', 500, 'Internal Server Error')],
    ['a network failure', () => answerNetworkError('post', '/geocode')],
  ])('%s is silent: location null, address remembered, on to step 2', async (_, failure) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    enterGrazAddress();
    useStepperStore.getState().setCompanyProfile({ location_geo: GRAZ, lastGeocodedAddress: 'x' });
    server.use(failure());
    await pressNext();
    expect(geocodeCalls()).toHaveLength(1);
    expect(company().location_geo).toBeNull();
    expect(company().lastGeocodedAddress).toBe('Hauptplatz 1, 8010 Graz, Austria');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows Next as loading while the address is located', async () => {
    enterGrazAddress();
    const located = heldAnswer(() => HttpResponse.json(found));
    server.use(http.post(api('/geocode'), located.resolver));
    renderRoutes(routes, '/stepper/company-data');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('data-loading', 'true');
    expect(next).toBeDisabled();
    expect(screen.getByText('Company step')).toBeInTheDocument();
    await user.click(next);
    expect(geocodeCalls()).toHaveLength(1);

    located.release();
    expect(await screen.findByText('Surplus step')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Solutions' })).not.toHaveAttribute(
      'data-loading',
    );
  });
});
