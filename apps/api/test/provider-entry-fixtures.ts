import type { ProviderEntry, ProviderEntryInput } from '@foodhub/contracts';
import { expect } from 'vitest';
import { bearer } from './fixtures';
import type { TestContext } from './test-app';

/** A catalogue solution of the shipped seed that the entries offer. */
export const ENTRY_SOLUTION = 'reuse-food-bank';

/** A complete, valid body of PUT /me/provider in Vienna; override what a test is about. */
export function entryInput(overrides: Partial<ProviderEntryInput> = {}): ProviderEntryInput {
  return {
    company_name: 'Tafel Wien Nord',
    business_category: 'Food bank',
    description: 'Takes bread and vegetables for people in need.',
    location: {
      address: 'Praterstraße 1',
      city: 'Wien',
      postal_code: '1020',
      country: 'Österreich',
    },
    location_geo: { type: 'Point', coordinates: [16.38, 48.21] },
    institution_types: ['Food bank'],
    capacity: [{ food_category: 'Bread', needed: 'always', max_kg_per_week: 100, note: null }],
    logistics: {
      pickup: { available: true, radius_km: 20, frequency: 'weekly', weekend: false },
      delivery: { accepted: true },
    },
    company_constraints: {
      preparation: 'Packed',
      minimum_quantity_acceptance: null,
      frequency: null,
      additional_requirements: null,
    },
    accepted_food_types: { food_group: ['Cereal products'], food_subgroup: [], surplus_name: [] },
    contact_person: 'Eva Novak',
    contact: { email: 'eva@tafel-nord.example', phone: '+43 1 0000' },
    website: 'tafel-nord.example',
    show_contact: { person: true, email: true, phone: true },
    solution_ids: [ENTRY_SOLUTION],
    ...overrides,
  };
}

/** A call of the signed-in account on its own entry. */
export function myProvider(
  ctx: TestContext,
  method: 'GET' | 'PUT' | 'DELETE',
  token?: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: '/tool/api/me/provider',
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** PUT /me/provider that must succeed; the entry as answered. */
export async function saveEntry(
  ctx: TestContext,
  token: string,
  body: ProviderEntryInput = entryInput(),
): Promise<ProviderEntry> {
  const res = await myProvider(ctx, 'PUT', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderEntry>();
}
