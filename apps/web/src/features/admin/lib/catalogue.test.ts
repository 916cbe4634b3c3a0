import { describe, expect, it } from 'vitest';
import { catalogueDetail } from '../../../test/admin-fixtures';
import {
  catalogueFiltersOf,
  catalogueParams,
  catalogueQuery,
  exportQuery,
} from './catalogue-search';
import { editBody, editValuesOf, serviceCountry, validateEdit } from './provider-edit';
import { importFormatOf, importProblems, proposedSource } from './provider-import';

describe('the catalogue search', () => {
  it('reads the address, keeps what the API accepts and writes it back in the same order', () => {
    const filters = catalogueFiltersOf(
      new URLSearchParams('origin=sample&country=si&solution_id=biogas&q=%20maribor%20&cursor=c2'),
    );
    expect(filters).toEqual({
      q: 'maribor',
      solution_id: 'biogas',
      country: 'SI',
      origin: 'sample',
    });
    // A new search starts at its first page: the address keeps no cursor.
    expect(catalogueParams(filters).toString()).toBe(
      'q=maribor&solution_id=biogas&country=SI&origin=sample',
    );
    expect(catalogueQuery({ ...filters, cursor: 'c2' })).toBe(
      '?q=maribor&solution_id=biogas&country=SI&origin=sample&cursor=c2',
    );
    expect(exportQuery(filters)).toBe('?q=maribor&solution_id=biogas&country=SI&origin=sample');
    expect(catalogueFiltersOf(new URLSearchParams('origin=mine&country=HU&page=x'))).toEqual({});
    expect(catalogueQuery({})).toBe('');
  });
});

describe('the edit form', () => {
  it('reads a stored country name as its code, and one the tool does not serve as none', () => {
    expect(serviceCountry('Österreich')).toBe('AT');
    expect(serviceCountry('HU')).toBe('');
    expect(serviceCountry(null)).toBe('');
  });

  it('sends a decimal comma as a number and blank optional texts as null', () => {
    const values = { ...editValuesOf(catalogueDetail()), latitude: ' 47,5 ', phone: '  ' };
    expect(validateEdit(values)).toEqual({});
    expect(editBody(values)).toMatchObject({
      location_geo: { type: 'Point', coordinates: [15.4283, 47.5] },
      contact: { phone: null },
    });
  });

  it('names each problem by its field', () => {
    const values = {
      ...editValuesOf(catalogueDetail()),
      latitude: 'north',
      longitude: '',
      email: 'not an address',
      postal_code: 'x'.repeat(21),
      solution_ids: [],
      country: '',
    };
    expect(validateEdit(values)).toEqual({
      latitude: 'number',
      // A latitude was typed (if not a number): the longitude is missing.
      longitude: 'bothCoordinates',
      email: 'email',
      postal_code: 'tooLong:20',
      solution_ids: 'solutionsMin',
      country: 'required',
    });
    expect(validateEdit({ ...values, latitude: '91', longitude: '15' })).toMatchObject({
      latitude: 'latitudeRange',
    });
  });
});

describe('the import', () => {
  it('takes the format from the extension and proposes a source from the name', () => {
    expect(importFormatOf('Tafeln.CSV')).toBe('csv');
    expect(importFormatOf('points.geojson')).toBe('geojson');
    expect(importFormatOf('points.json')).toBe('geojson');
    expect(importFormatOf('list.xlsx')).toBeNull();
    expect(proposedSource('Food banks AT (2026).csv')).toBe('food-banks-at-2026');
    expect(proposedSource('Žitne banke Črnomelj.geojson')).toBe('zitne-banke-crnomelj');
    expect(proposedSource('---.csv')).toBe('');
    expect(importProblems({ name: 'a.csv', content: '' }, '-x')).toEqual({
      file: 'empty',
      source: 'pattern',
    });
  });
});
