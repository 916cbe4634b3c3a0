import { adminProviderEdit, providerEntryInput } from '@foodhub/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedEntry } from '../../test/provider-entry-fixtures';
import { providerEditRules, providerEntryRules } from './entry-rules';

// The forms' rules are the contract's, written in zod/mini (the web app ships no contract
// schema): for any body, both refuse the same fields with the same kind of problem and limit.
// The contract is imported here only: tests are not shipped.

type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } } };

/** What a form reads of an issue: where, what kind, which limit. */
function verdict(schema: Schema, body: unknown) {
  const result = schema.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => {
    const { path, code, origin, maximum, minimum, format, expected } = issue as Record<
      string,
      unknown
    >;
    return { path, code, origin, maximum, minimum, format, expected };
  });
}

const text = (max: number) =>
  fc.constantFrom(
    'Tafel Graz',
    '',
    '   ',
    ' padded ',
    'x'.repeat(max),
    'x'.repeat(max + 1),
    ` ${'x'.repeat(max)} `,
    null,
    undefined,
    42,
  );
const number = (max: number) =>
  fc.constantFrom(0, -1, 12.5, max, max + 1, null, undefined, Number.NaN, '12');
const list = fc.constantFrom(
  [],
  ['association'],
  [''],
  ['   '],
  ['x'.repeat(201)],
  Array.from({ length: 31 }, (_, i) => `t${i}`),
  undefined,
  null,
  'association',
);
const coordinates = fc.constantFrom(
  [15.43, 47.07],
  [181, 47],
  [15, -91],
  [-180, 90],
  [15],
  'here',
  null,
);
const point = fc.oneof(
  coordinates.map((c) => ({ type: 'Point', coordinates: c })),
  fc.constantFrom(null, undefined, { type: 'Line', coordinates: [1, 2] }),
);
const email = fc.constantFrom(
  'maria@tafel-graz.example',
  'maria@tafel',
  'a@b.c',
  ' maria@tafel-graz.at',
  '',
  '  ',
  null,
  undefined,
  `${'m'.repeat(250)}@x.at`,
  7,
);
const solutionIds = fc.constantFrom(
  [],
  ['food-bank'],
  [' '],
  ['x'.repeat(121)],
  Array.from({ length: 31 }, (_, i) => `s${i}`),
  undefined,
);
const flag = fc.constantFrom(true, false, 'yes', undefined);

const identity = {
  company_name: text(200),
  business_category: text(200),
  description: text(2000),
  location: fc.oneof(
    fc.record({ address: text(200), city: text(200), postal_code: text(20), country: text(80) }),
    fc.constantFrom(null, undefined),
  ),
  contact_person: text(200),
  contact: fc.record({ email, phone: text(40) }),
  website: text(300),
  solution_ids: solutionIds,
};

const entryBody = fc.record({
  ...identity,
  location_geo: point,
  institution_types: list,
  capacity: fc.oneof(
    fc.array(
      fc.record({
        food_category: text(200),
        needed: fc.constantFrom('always', 'sometimes', 'rarely', 'never', undefined),
        max_kg_per_week: number(1_000_000),
        note: text(200),
      }),
      { maxLength: 3 },
    ),
    fc.constantFrom(
      undefined,
      Array.from({ length: 21 }, () => ({})),
    ),
  ),
  logistics: fc.record({
    pickup: fc.record({
      available: flag,
      radius_km: number(1000),
      frequency: text(200),
      weekend: flag,
    }),
    delivery: fc.record({ accepted: flag }),
  }),
  company_constraints: fc.record({
    preparation: text(2000),
    minimum_quantity_acceptance: text(200),
    frequency: text(200),
    additional_requirements: text(2000),
  }),
  accepted_food_types: fc.record({ food_group: list, food_subgroup: list, surplus_name: list }),
  show_contact: fc.record({ person: flag, email: flag, phone: flag }),
});

const editBody = fc.record({ ...identity, location_geo: point });

describe('the provider forms’ rules and the contract', () => {
  it('refuse the same fields of an entry, with the same kind of problem', () => {
    fc.assert(
      fc.property(entryBody, (body) => {
        expect(verdict(providerEntryRules, body)).toEqual(verdict(providerEntryInput, body));
      }),
      { numRuns: 400 },
    );
  });

  it('refuse the same fields of the operator’s edit', () => {
    fc.assert(
      fc.property(editBody, (body) => {
        expect(verdict(providerEditRules, body)).toEqual(verdict(adminProviderEdit, body));
      }),
      { numRuns: 400 },
    );
  });

  it('accept a saved entry, as the contract does', () => {
    const entry = savedEntry();
    expect(providerEntryInput.safeParse(entry).success).toBe(true);
    expect(providerEntryRules.safeParse(entry).success).toBe(true);
  });
});
