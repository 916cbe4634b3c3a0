import { providerEntryInput } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { savedEntry, tafelAccount } from '../../../test/provider-entry-fixtures';
import { emptyFormValues, formValuesOf, newCapacityRow, toEntryBody } from './form-values';
import { validateEntry } from './validation';

const asNamed = (code: string) => (code === 'AT' ? 'Austria' : code);

describe('the entry form and the contract', () => {
  it('gives back a saved entry as it was stored', () => {
    const entry = savedEntry({
      capacity: [{ food_category: 'Bread', needed: 'always', max_kg_per_week: 120, note: null }],
      logistics: {
        pickup: { available: true, radius_km: 25, frequency: 'weekly', weekend: true },
        delivery: { accepted: false },
      },
    });
    const values = formValuesOf(entry);
    expect(validateEntry(values)).toEqual({});
    const body = toEntryBody(values, asNamed);
    // The contract drops the stored fields (id, status, dates): what is left is what was sent.
    expect(providerEntryInput.parse(body)).toEqual(providerEntryInput.parse(entry));
  });

  it('prefills a first entry from the account, with nothing shown to users', () => {
    const values = emptyFormValues(tafelAccount);
    expect(values.company_name).toBe('Tafel Graz');
    expect(values.location).toEqual({
      address: 'Annenstraße 10',
      postal_code: '8020',
      city: 'Graz',
      country: 'AT',
    });
    expect(values.show_contact).toEqual({ person: false, email: false, phone: false });
  });

  it('names each problem at its field, as the form shows it', () => {
    const values = {
      ...formValuesOf(savedEntry()),
      company_name: '   ',
      institution_types: ['x'.repeat(201)],
      solution_ids: [],
      capacity: [{ ...newCapacityRow('a'), max_kg_per_week: 2_000_000 }],
      contact: { email: 'not an address', phone: '' },
    };
    expect(validateEntry(values)).toEqual({
      company_name: 'required',
      institution_types: 'tooLong:200',
      solution_ids: 'solutionsMin',
      'capacity.0.food_category': 'required',
      'capacity.0.max_kg_per_week': 'tooLarge:1000000',
      'contact.email': 'email',
    });
  });

  it('asks for the place to be found, then confirmed', () => {
    const saved = formValuesOf(savedEntry());
    expect(validateEntry({ ...saved, location_geo: null, place_confirmed: false })).toEqual({
      location_geo: 'locate',
    });
    expect(validateEntry({ ...saved, place_confirmed: false })).toEqual({
      place_confirmed: 'confirm',
    });
  });

  it('leaves out the pickup details when there is no pickup', () => {
    const values = formValuesOf(savedEntry());
    values.logistics.pickup = {
      available: false,
      radius_km: 30,
      frequency: 'daily',
      weekend: true,
    };
    expect(toEntryBody(values, asNamed).logistics.pickup).toEqual({
      available: false,
      radius_km: null,
      frequency: null,
      weekend: false,
    });
  });
});
