import type {
  GeocodeResponse,
  ProviderEntry,
  ProviderEntryInput,
  UserInfo,
} from '@foodhub/contracts';
import { errorResponse, jsonResponse, type FetchMock } from './fetch-mock';
import { productList } from './product-fixtures';
import { biogas, breadBeer, foodBank } from './solution-fixtures';

/** A company account: its name and address prefill a first entry. */
export const tafelAccount: UserInfo = {
  email: 'maria@tafel-graz.example',
  accountType: 'company',
  company: 'Tafel Graz',
  firstName: 'Maria',
  lastName: 'Huber',
  streetAddress: 'Annenstraße 10',
  city: 'Graz',
  postalCode: '8020',
  country: 'Österreich',
  roles: [],
  emailConfirmed: true,
  language: null,
};

export const grazFound: GeocodeResponse = {
  found: true,
  location_geo: { type: 'Point', coordinates: [15.4283, 47.0707] },
  precision: 'address',
  matched: { postal_code: '8020', city: 'Graz', country_code: 'AT' },
  not_found_reason: null,
};

/** A saved entry, as GET /me/provider answers it. */
export function savedEntry(overrides: Partial<ProviderEntry> = {}): ProviderEntry {
  return {
    id: '5b0f2d1c-0d8a-4a52-9a55-0c1a7c3e9f10',
    status: 'pending',
    verified_at: null,
    review_changes: null,
    rejection_reason: null,
    created_at: '2026-03-02T09:00:00.000Z',
    updated_at: '2026-03-02T09:00:00.000Z',
    company_name: 'Tafel Graz',
    business_category: 'Food bank',
    description: null,
    location: { address: 'Annenstraße 10', city: 'Graz', postal_code: '8020', country: 'Austria' },
    location_geo: { type: 'Point', coordinates: [15.4283, 47.0707] },
    institution_types: ['association'],
    capacity: [],
    logistics: {
      pickup: { available: false, radius_km: null, frequency: null, weekend: false },
      delivery: { accepted: true },
    },
    company_constraints: {
      preparation: null,
      minimum_quantity_acceptance: null,
      frequency: null,
      additional_requirements: null,
    },
    accepted_food_types: { food_group: ['Cereal products'], food_subgroup: [], surplus_name: [] },
    contact_person: null,
    contact: { email: null, phone: null },
    website: null,
    show_contact: { person: false, email: false, phone: false },
    solution_ids: ['food-bank-donation'],
    ...overrides,
  };
}

/** What a test's fake server answers and remembers. */
export interface ProviderEntryServer {
  entry: ProviderEntry | null;
  /** Answers GET /me/provider instead of the entry (a failure). */
  getAnswer?: () => Response;
  /** Answers PUT /me/provider instead of storing the body (a refusal). */
  putAnswer?: () => Response;
  geocode: GeocodeResponse;
}

/**
 * The API of the page: the entry (GET, PUT, DELETE /me/provider), the account, the catalogue,
 * the product list and the geocoder. PUT stores the body as the server does: a first save or a
 * withdrawn or rejected entry becomes 'pending', an approved one stays approved.
 */
export function answerProviderEntryCalls(fetchMock: FetchMock, server: ProviderEntryServer) {
  fetchMock.mockImplementation((url, init) => {
    const path = String(url).replace(/^.*\/api/, '');
    const method = init?.method ?? 'GET';
    if (path === '/me/provider' && method === 'GET') {
      if (server.getAnswer) return Promise.resolve(server.getAnswer());
      return Promise.resolve(
        server.entry ? jsonResponse(server.entry) : errorResponse(404, 'No provider entry'),
      );
    }
    if (path === '/me/provider' && method === 'PUT') {
      if (server.putAnswer) return Promise.resolve(server.putAnswer());
      const body = JSON.parse(String(init?.body)) as ProviderEntryInput;
      const approved = server.entry?.status === 'approved';
      server.entry = savedEntry({
        ...(body as Partial<ProviderEntry>),
        status: approved ? 'approved' : 'pending',
        verified_at: approved ? (server.entry?.verified_at ?? null) : null,
        rejection_reason: null,
      });
      return Promise.resolve(jsonResponse(server.entry));
    }
    if (path === '/me/provider' && method === 'DELETE') {
      if (!server.entry) return Promise.resolve(errorResponse(404, 'No provider entry'));
      server.entry = { ...server.entry, status: 'withdrawn' };
      return Promise.resolve(jsonResponse(server.entry));
    }
    if (path === '/user/info') return Promise.resolve(jsonResponse(tafelAccount));
    if (path === '/solutions') {
      return Promise.resolve(jsonResponse({ solutions: [foodBank, breadBeer, biogas] }));
    }
    if (path === '/products') return Promise.resolve(jsonResponse(productList));
    if (path === '/geocode') return Promise.resolve(jsonResponse(server.geocode));
    return Promise.resolve(errorResponse(404, `Not mocked: ${method} ${path}`));
  });
}
