/** An Austrian place the journeys put the bakery in: its address and coordinates. */
export interface BakeryPlace {
  lat: number;
  lon: number;
  address: string;
  city: string;
  postalCode: string;
}

export const GRAZ: BakeryPlace = {
  lat: 47.0707,
  lon: 15.4395,
  address: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
};

/**
 * The stepper's saved data of a bakery with 40 kg of bread once a week, located as after step 1,
 * as the browser keeps it in localStorage 'foodhub-stepper' (see storeStepperData); extra adds
 * further state such as solutions already found.
 */
export function bakeryStepperState(place: BakeryPlace = GRAZ, extra: Record<string, unknown> = {}) {
  const { address, city, postalCode } = place;
  return {
    version: 1,
    state: {
      companyProfile: {
        name: 'Bäckerei Huber',
        location: { address, city, postalCode, country: 'Austria' },
        location_geo: { type: 'Point', coordinates: [place.lon, place.lat] },
        businessCategory: 'Retailer',
        naceCodes: [],
      },
      wasteInfo: {
        surplusName: 'Bread',
        foodGroups: ['Cereal products'],
        amount: { value: 40, unit: 'kg' },
        frequency: { times: 1, interval: 'week' },
      },
      ...extra,
    },
  };
}

/** The bakery in Graz. */
export const grazBakeryStepperState = bakeryStepperState();
