import type {
  AdminProviderDetail,
  AdminProviderEntry,
  AdminProviderList,
  AdminProviderRow,
  AdminUser,
  AuditEntry,
  ProgrammeFigures,
  ProviderGaps,
  ProviderImportReport,
  UserInfo,
} from '@foodhub/contracts';
import { apiCalls } from './api';

/** The signed-in admin, as GET /user/info answers. */
export const adminInfo: UserInfo = {
  email: 'ops@example.org',
  accountType: 'individual',
  company: null,
  firstName: 'Olga',
  lastName: 'Operator',
  streetAddress: '',
  city: '',
  postalCode: '',
  country: 'Austria',
  roles: ['admin'],
  emailConfirmed: true,
  language: null,
};

/** A signed-in account without the admin role. */
export const memberInfo: UserInfo = { ...adminInfo, email: 'anna@example.com', roles: [] };

/**
 * Twelve months, April 2025 to March 2026, with something to count in the last three: recurring
 * surpluses (kg per week) and a one-time 300 kg harvest (kg once) apart; reports as My impact
 * counts them, a weekly one in both months.
 */
export const programmeFigures: ProgrammeFigures = {
  generatedAt: '2026-03-20T11:00:00.000Z',
  months: [
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
  ],
  accounts: [
    { period: '2026-01', accountType: 'company', country: 'AT', count: 2 },
    { period: '2026-01', accountType: 'individual', country: 'SI', count: 1 },
    { period: '2026-03', accountType: 'company', country: 'AT', count: 1 },
    { period: '2026-03', accountType: 'individual', country: '', count: 1 },
  ],
  matches: [
    { period: '2026-02', country: 'AT', count: 7 },
    { period: '2026-03', country: '', count: 3 },
  ],
  surpluses: [
    {
      period: '2026-02',
      foodGroup: 'Cereal products',
      country: 'AT',
      count: 2,
      kgPerWeek: 80,
      onceKg: 0,
    },
    {
      period: '2026-03',
      foodGroup: 'Beverages',
      country: 'SI',
      count: 1,
      kgPerWeek: 12.5,
      onceKg: 0,
    },
    {
      period: '2026-03',
      foodGroup: 'Fruits, vegetables, legumes and oilseeds',
      country: 'SI',
      count: 1,
      kgPerWeek: 0,
      onceKg: 300,
    },
  ],
  reports: [
    {
      period: '2026-02',
      count: 2,
      donatedKg: 320,
      co2Avoided: 31.5,
      co2Net: -30.5,
      waterAvoided: 7.5,
      waterNet: -7.2,
      landAvoided: 1620,
      landNet: -1590,
    },
    {
      period: '2026-03',
      count: 1,
      donatedKg: 86.7,
      co2Avoided: 10.5,
      co2Net: -10.2,
      waterAvoided: 2.5,
      waterNet: -2.4,
      landAvoided: 540,
      landNet: -530,
    },
  ],
  providers: [{ period: '2026-03', origin: 'self-registered', status: 'pending', count: 1 }],
  handedOver: [],
  providersNow: [
    { origin: 'sample', status: 'published', count: 40 },
    { origin: 'imported', status: 'published', count: 12 },
    { origin: 'self-registered', status: 'pending', count: 1 },
  ],
};

/** An account as GET /admin/users lists it. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '5b0c9a52-0d7e-4f38-9a43-2a1b7b1c0001',
    email: 'anna@example.com',
    accountType: 'company',
    company: 'Bäckerei Sonne',
    firstName: 'Anna',
    lastName: 'Berger',
    country: 'AT',
    roles: [],
    adminByConfig: false,
    createdAt: '2026-01-14T09:30:00.000Z',
    ...overrides,
  };
}

/** An audit log entry; `at` counts minutes back from noon of 20 March 2026. */
export function auditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `audit-${n}`,
    at: new Date(Date.UTC(2026, 2, 20, 12, 0) - n * 60_000).toISOString(),
    actorEmail: 'ops@example.org',
    action: 'role.grant',
    targetType: 'user',
    targetId: `user-${n}`,
    targetLabel: `user${n}@example.com`,
    details: { role: 'provider' },
    ...overrides,
  };
}

/**
 * A provider entry as GET /admin/provider-entries lists it: every field filled, the contact
 * person shown to users, e-mail and phone not.
 */
export function adminProviderEntry(
  overrides: Partial<AdminProviderEntry> = {},
): AdminProviderEntry {
  return {
    id: '7c1d2e3f-0a1b-4c5d-8e9f-0a1b2c3d0001',
    provider_id: '7c1d2e3f-0a1b-4c5d-8e9f-0a1b2c3d0001',
    status: 'pending',
    verified_at: null,
    review_changes: null,
    rejection_reason: null,
    created_at: '2026-03-02T09:00:00.000Z',
    updated_at: '2026-03-05T16:30:00.000Z',
    owner_email: 'maria@tafel-graz.example',
    company_name: 'Tafel Graz',
    business_category: 'Food bank',
    description: 'Hands out food to people in need, five days a week.',
    location: { address: 'Annenstraße 10', city: 'Graz', postal_code: '8020', country: 'AT' },
    location_geo: { type: 'Point', coordinates: [15.4283, 47.0707] },
    institution_types: ['association', 'social supermarket'],
    capacity: [
      { food_category: 'Bread', needed: 'always', max_kg_per_week: 50, note: 'fresh only' },
      { food_category: 'Fruit', needed: 'sometimes', max_kg_per_week: null, note: null },
    ],
    logistics: {
      pickup: { available: true, radius_km: 25, frequency: 'twice a week', weekend: false },
      delivery: { accepted: true },
    },
    company_constraints: {
      preparation: 'Packed in crates',
      minimum_quantity_acceptance: '10 kg',
      frequency: 'weekly',
      additional_requirements: 'Best-before date visible',
    },
    accepted_food_types: {
      food_group: ['Cereal products'],
      food_subgroup: [],
      surplus_name: ['Bread', 'Rolls'],
    },
    contact_person: 'Maria Huber',
    contact: { email: 'info@tafel-graz.example', phone: '+43 316 123456' },
    website: 'tafel-graz.example',
    show_contact: { person: true, email: false, phone: false },
    solution_ids: ['food-bank-donation', 'retired-solution'],
    ...overrides,
  };
}

/**
 * Three gaps as GET /admin/provider-gaps answers them, the most asked first; and the offers no
 * provider took in February and March 2026, the most first in each month.
 */
export const providerGapsReport: ProviderGaps = {
  radiusKm: 50,
  surplusesRead: 2000,
  gaps: [
    {
      solutionId: 'bread-beer',
      solutionName: 'Brewing beer from bread',
      country: 'AT',
      city: 'Graz',
      surpluses: 4,
      kgPerWeek: 120.5,
      lastSearchedAt: '2026-03-18T10:00:00.000Z',
      nearestKm: 83.46,
    },
    {
      solutionId: 'biogas',
      solutionName: 'Biogas, anaerobic digestion',
      country: 'SI',
      city: 'Maribor',
      surpluses: 2,
      kgPerWeek: 1 / 3,
      lastSearchedAt: '2026-03-10T08:00:00.000Z',
      nearestKm: null,
    },
    {
      solutionId: 'food-bank-donation',
      solutionName: 'Donation to a food bank',
      country: '',
      city: '',
      surpluses: 1,
      kgPerWeek: 0,
      lastSearchedAt: '2026-02-01T08:00:00.000Z',
      nearestKm: 51,
    },
  ],
  offersNotTaken: {
    months: ['2026-02', '2026-03'],
    rows: [
      {
        period: '2026-03',
        country: 'SI',
        city: 'Žabnica',
        foodGroup: 'Cereal products',
        solutionId: 'food-bank-donation',
        solutionName: 'Donation to a food bank',
        offers: 12,
        declined: 7,
        expired: 5,
        lastAt: '2026-03-19T16:00:00.000Z',
      },
      {
        period: '2026-03',
        country: '',
        city: '',
        foodGroup: '',
        solutionId: 'retired-solution',
        solutionName: 'Soup kitchen (retired)',
        offers: 1,
        declined: 0,
        expired: 1,
        lastAt: '2026-03-02T09:00:00.000Z',
      },
      {
        period: '2026-02',
        country: 'AT',
        city: 'Graz',
        foodGroup: 'Beverages',
        solutionId: 'bread-beer',
        solutionName: 'Brewing beer from bread',
        offers: 2,
        declined: 2,
        expired: 0,
        lastAt: '2026-02-20T10:00:00.000Z',
      },
    ],
  },
};

/** A provider as GET /admin/providers lists it: an imported food bank with coordinates. */
export function catalogueRow(overrides: Partial<AdminProviderRow> = {}): AdminProviderRow {
  return {
    id: '3f6b1c2d-4e5f-4a6b-8c7d-9e0f1a2b0001',
    source_key: 'foodbanks-at:graz-1',
    data_source: 'foodbanks-at',
    origin: 'imported',
    status: 'listed',
    company_name: 'Tafel Graz',
    business_category: 'Food bank',
    city: 'Graz',
    postal_code: '8020',
    country: 'AT',
    lat: 47.0707,
    lon: 15.4283,
    solution_ids: ['food-bank-donation', 'bread-beer'],
    verified_at: null,
    updated_at: '2026-03-05T16:30:00.000Z',
    ...overrides,
  };
}

/** One page of the catalogue holding the given rows. */
export function catalogueList(
  providers: AdminProviderRow[],
  extra: Partial<AdminProviderList> = {},
): AdminProviderList {
  return {
    providers,
    total: providers.length,
    totalCapped: false,
    nextCursor: null,
    pageSize: 50,
    ...extra,
  };
}

/** The row with its editable fields, as GET /admin/providers/{id} answers. */
export function catalogueDetail(row: AdminProviderRow = catalogueRow()): AdminProviderDetail {
  return {
    ...row,
    edit: {
      company_name: row.company_name,
      business_category: row.business_category,
      description: 'Hands out food to people in need.',
      location: {
        address: 'Annenstraße 10',
        city: row.city,
        postal_code: row.postal_code,
        country: row.country,
      },
      location_geo:
        row.lat !== null && row.lon !== null
          ? { type: 'Point', coordinates: [row.lon, row.lat] }
          : null,
      contact_person: null,
      contact: { email: 'info@tafel-graz.example', phone: null },
      website: 'tafel-graz.example',
      solution_ids: row.solution_ids,
    },
  };
}

/** The check of a file of four rows: two valid (one new, one replacing), two rejected. */
export const importCheckReport: ProviderImportReport = {
  committed: false,
  source: 'foodbanks-at',
  rows: 4,
  valid: 2,
  new: 1,
  updated: 1,
  rejected: [
    { line: 3, reason: 'company_name is required' },
    { line: 5, reason: "The country 'HU' is not one the tool serves" },
  ],
  preview: [
    {
      source_key: 'foodbanks-at:tafel-graz',
      company_name: 'Tafel Graz',
      city: 'Graz',
      country: 'AT',
      solution_ids: ['food-bank-donation'],
      has_coordinates: true,
    },
    {
      source_key: 'foodbanks-at:tafel-linz',
      company_name: 'Tafel Linz',
      city: 'Linz',
      country: 'AT',
      solution_ids: ['food-bank-donation'],
      has_coordinates: false,
    },
  ],
};

/** The API calls of the running test to paths under /admin/, as 'METHOD /path?query'. */
export function adminCalls(): string[] {
  return apiCalls().filter((key) => / \/admin\//.test(key));
}
