/**
 * The stepper's saved data of a bakery in Graz with 40 kg of bread once a week, located as after
 * step 1, as the browser keeps it in localStorage 'foodhub-stepper' (see storeStepperData).
 */
export const grazBakeryStepperState = {
  version: 1,
  state: {
    companyProfile: {
      name: 'Bäckerei Huber',
      location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
      location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
      businessCategory: 'Retailer',
      naceCodes: [],
    },
    wasteInfo: {
      surplusName: 'Bread',
      foodGroups: ['Cereal products'],
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
    },
  },
};
