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

/**
 * The bakery's weekly bread with every food-safety question of step 2 answered and none failing:
 * what may be offered to a food bank.
 */
export const safeBreadWasteInfo = {
  surplusName: 'Bread',
  foodGroups: ['Cereal products'],
  amount: { value: 40, unit: 'kg' },
  frequency: { times: 1, interval: 'week' },
  conditionAnswers: {
    dateKind: 'best_before',
    datePassed: 'no',
    keptCold: 'not_needed',
    packaging: 'unpacked',
    labelled: 'yes',
    spoilage: 'none',
  },
};

/** The bakery in Graz. */
export const grazBakeryStepperState = bakeryStepperState();

/**
 * What the bakery's saved report sends to POST /me/reports: its entries, the food bank across
 * town and the points the provider list measured from and to (the server routes between them).
 */
export function grazBakeryReportBody(language = 'en') {
  const { companyProfile, wasteInfo } = grazBakeryStepperState.state;
  return {
    language,
    companyProfile,
    wasteInfo,
    solutionId: 'reuse-food-bank',
    provider: { name: 'Tafel Steiermark', address: 'Lagergasse 5, 8020 Graz' },
    transport: {
      source: 'Hauptplatz 1, 8010 Graz',
      destination: 'Lagergasse 5, 8020 Graz',
      source_point: { lat: 47.070_71, lon: 15.438_28 },
      destination_point: { lat: 47.060_31, lon: 15.427_68 },
      transport_weight_kg: 45,
    },
  };
}
