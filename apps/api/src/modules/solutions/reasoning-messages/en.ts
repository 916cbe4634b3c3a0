import type { ReasoningMessages } from './types';

const your = (surplus: string | null) => (surplus ? `"${surplus}"` : 'your surplus');

/** The English texts: the engine's original wording, unchanged. */
export const en: ReasoningMessages = {
  conjunction: 'and',
  kg: (value) =>
    value < 10 ? String(Math.round(value * 10) / 10) : Math.round(value).toLocaleString('en-US'),
  // The catalogue's own names.
  businessCategories: {
    'Agricultural Producer': 'Agricultural Producer',
    'Food Processor': 'Food Processor',
    Wholesaler: 'Wholesaler',
    Retailer: 'Retailer',
    Restaurant: 'Restaurant',
    Caterer: 'Caterer',
    Hotel: 'Hotel',
    'Private Person': 'Private Person',
  },
  foodWaste: {
    'Food Waste': 'Food Waste',
    'Mixed Food Waste': 'Mixed Food Waste',
    'Expired Food': 'Expired Food',
    'Production Scraps': 'Production Scraps',
    'Damaged Products': 'Damaged Products',
    'Preparation Residues': 'Preparation Residues',
  },

  fitNameRead: (surplus, readAs, fitOn) =>
    `We read ${your(surplus)} as ${readAs}; it takes ${fitOn} by name.`,
  fitName: (fitOn) => `It takes ${fitOn} by name.`,
  fitPartial: (fitOn, surplus, percent, kind) =>
    `It takes ${fitOn}, which covers part of ${your(surplus)} (${percent} % of its food ${kind === 'subgroup' ? 'subgroups' : 'groups'}).`,
  fitFull: (fitOn, surplus, readAs) =>
    `It takes ${fitOn}, which is where ${your(surplus)} belongs${readAs ? ` (read as ${readAs})` : ''}.`,
  fitMixed: (solutionName, surplus) =>
    `${solutionName} takes most kinds of food, so it can take ${your(surplus)} although it does not name it.`,
  fitUnrecognised: (name) =>
    `We did not recognise "${name}", so this proposal rests on the other factors; adding food groups makes the match sharper.`,
  fitNoDetails:
    'No surplus details were given, so solutions that take most kinds of food come first; adding the surplus name or food groups makes the match sharper.',

  statedCategory: (stated) => ` ("${stated}")`,
  businessAndNace: (business, stated, nace) =>
    `It takes surplus from businesses like yours: ${business}${stated}, NACE ${nace}.`,
  business: (business, stated) =>
    `It takes surplus from businesses like yours: ${business}${stated}.`,
  nace: (nace) => `Your NACE code ${nace} is among its typical suppliers.`,
  usualSuppliers: (categories) =>
    `Its usual suppliers are ${categories.toLowerCase()}, which does not include your business, so the score is lower.`,

  hierarchy: {
    people: 'It keeps the food for people, the top of the food-use hierarchy.',
    animals: 'Feeding animals is the second level of the food-use hierarchy, after feeding people.',
    materials:
      'Making materials from it is the third level of the food-use hierarchy, after people and animals.',
    energy: 'Recovering energy is the fourth of the five levels of the food-use hierarchy.',
    compost:
      'Composting returns the nutrients to the soil, the last level of the food-use hierarchy before disposal.',
  },
  maturity: (trl, max, stage) => `Technology readiness level ${trl} of ${max}: ${stage}.`,
  maturityStages: {
    established: 'established practice',
    proven: 'demonstrated in real operation, not yet common practice',
    pilot: 'demonstrated in pilot plants',
    research: 'still in research',
  },

  amountOneOff: (kg) => `a single batch of about ${kg} kg`,
  amountWeekly: (kg, months) =>
    `about ${kg} kg per week${months > 0 ? ` in the ${months} active months` : ''}`,
  range: (r) =>
    r.kind === 'any'
      ? 'any amount'
      : r.kind === 'from'
        ? `from ${r.min} kg per week`
        : `${r.min} to ${r.max} kg per week`,
  quantityFits: (amount, range) => `With ${amount} the quantity suits it (${range}).`,
  quantityAtLimit: (amount, range) =>
    `With ${amount} the quantity is near the limit of what it usually takes (${range}).`,
  quantityBelowMinimum: (amount, min) =>
    `With ${amount} the quantity is below its usual minimum of ${min} kg per week, which lowers the score.`,
  quantityAboveMaximum: (amount, max) =>
    `With ${amount} the quantity is more than one provider usually takes (up to ${max} kg per week); several would share it.`,
  quantityNeedsRegularSupply: (amount) => `It needs a regular supply; ${amount} fits it less.`,

  nearbyNone: (radius) =>
    `No provider of it within ${radius} km of your location is in our list yet.`,
  nearbySome: (count, radius) =>
    `${count} provider${count === 1 ? '' : 's'} of it within ${radius} km of your location.`,
};
