import type {
  GeocodeResponse,
  ProviderEntry,
  ProviderEntryInput,
  UserInfo,
} from '@foodhub/contracts';
import { http, HttpResponse } from 'msw';
import { answer, api, apiError, server } from './api';
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
    provider_id: '5b0f2d1c-0d8a-4a52-9a55-0c1a7c3e9f10',
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
export function answerProviderEntryCalls(fake: ProviderEntryServer) {
  server.use(
    http.get(api('/me/provider'), () => {
      if (fake.getAnswer) return fake.getAnswer();
      return fake.entry ? HttpResponse.json(fake.entry) : apiError(404, 'No provider entry');
    }),
    http.put(api('/me/provider'), async ({ request }) => {
      if (fake.putAnswer) return fake.putAnswer();
      const body = (await request.json()) as ProviderEntryInput;
      const approved = fake.entry?.status === 'approved';
      fake.entry = savedEntry({
        ...(body as Partial<ProviderEntry>),
        status: approved ? 'approved' : 'pending',
        verified_at: approved ? (fake.entry?.verified_at ?? null) : null,
        rejection_reason: null,
      });
      return HttpResponse.json(fake.entry);
    }),
    http.delete(api('/me/provider'), () => {
      if (!fake.entry) return apiError(404, 'No provider entry');
      fake.entry = { ...fake.entry, status: 'withdrawn' };
      return HttpResponse.json(fake.entry);
    }),
    answer('get', '/user/info', tafelAccount),
    answer('get', '/solutions', { solutions: [foodBank, breadBeer, biogas] }),
    answer('get', '/products', productList),
    http.post(api('/geocode'), () => HttpResponse.json(fake.geocode)),
  );
}
