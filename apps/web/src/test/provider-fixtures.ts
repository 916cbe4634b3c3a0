import type { DatasetProvider } from '@foodhub/contracts';

/** A sample food bank in Vienna, `metres` from the user, as GET /provider_companies answers it. */
export const datasetProvider = (id: string, name: string, metres: number): DatasetProvider => ({
  _id: id,
  is_sample: true,
  suitable: true,
  company_name: name,
  business_category: 'Food bank',
  description: null,
  dist: { calculated: metres },
  location: { address: 'Beispielgasse 17', city: 'Wien', postal_code: '1010', country: 'AT' },
  location_geo: { type: 'Point', coordinates: [16.41, 48.2] },
  institution_types: [],
  capacity: [],
  logistics: {
    pickup: { available: null, radius_km: null, frequency: null, weekend: null },
    delivery: { accepted: null },
  },
  company_constraints: {
    preparation: null,
    minimum_quantity_acceptance: null,
    frequency: null,
    additional_requirements: null,
  },
  accepted_food_types: { food_group: [], food_subgroup: [], surplus_name: [] },
  contact_person: null,
  contact: { email: null, phone: null },
  additional_company_information: null,
});
