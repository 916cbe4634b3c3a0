import type { ReasoningMessages } from './types';

/** The user's words in quotes, after the hazard they named. */
const said = (words: string | null) => (words ? ` ("${words}")` : '');

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
    energy:
      'Turning it into fuel or heat is energy recovery, which comes after recycling (anaerobic digestion, composting) in the EU food use hierarchy.',
    compost:
      'Composting is recycling in the EU food use hierarchy, like anaerobic digestion: it returns the nutrients to the soil, after the routes to people, animals and materials.',
  },
  hierarchyPrevention:
    'Preventing the surplus comes first in the EU food use hierarchy: it is advice for next time, not a route for this batch.',
  hierarchyDigestion:
    'Anaerobic digestion is recycling in the EU food use hierarchy, like composting: it comes after the routes to people, animals and materials.',
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

  hazard: {
    spoiled: (w) =>
      `It is spoiled or contaminated${said(w)}: such food must not reach people or animals (Reg. (EC) 178/2002 art. 14 and 15).`,
    recalled: (w) =>
      `It was recalled or a pathogen was found${said(w)}: it must not reach people or animals (Reg. (EC) 178/2002 art. 14, 15 and 19).`,
    cold_chain_broken: (w) =>
      `Its cold chain was broken${said(w)}: chilled food that got warm is no longer safe for people or animals (Reg. (EC) 852/2004 Annex II chapter IX; Reg. (EC) 178/2002 art. 14).`,
    time_temperature_abuse: (w) =>
      `It stood for hours outside safe temperatures${said(w)}: it must not reach people or animals (Reg. (EC) 852/2004 Annex II chapter IX; Reg. (EC) 178/2002 art. 14).`,
    past_use_by: (w) =>
      `Its use-by date has passed${said(w)}: from then on food counts as unsafe and must not reach people or animals (Reg. (EU) 1169/2011 art. 24; Reg. (EC) 178/2002 art. 14 and 15).`,
    past_date: (w) =>
      `Its date has passed${said(w)}, and we cannot tell whether it is a use-by date: food past its use-by date must not reach people or animals (Reg. (EU) 1169/2011 art. 24). If only the best-before date has passed, say so.`,
    toxic: (w) =>
      `It contains a toxin${said(w)}: toxic food must not reach people or animals (Reg. (EC) 178/2002 art. 14 and 15; limits for contaminants: Reg. (EU) 2023/915, Directive 2002/32/EC).`,
    mixed_waste: (w) =>
      `It is mixed food waste${said(w)}: it goes neither to people nor into feed, only to energy or soil (Reg. (EC) 1069/2009).`,
  },
  hazardState: {
    spoiled: 'spoiled or contaminated',
    recalled: 'recalled',
    cold_chain_broken: 'out of its cold chain',
    time_temperature_abuse: 'kept too long outside safe temperatures',
    past_use_by: 'past its use-by date',
    past_date: 'past a date that may be its use-by date',
    toxic: 'toxic',
    mixed_waste: 'mixed food waste',
  },
  hazardGiven:
    'You gave its condition as spoiled, recalled or past its use-by date: such food must not reach people or animals (Reg. (EC) 178/2002 art. 14 and 15).',
  kitchenWaste: {
    state: 'kitchen waste (catering waste)',
    deciding: 'Kitchen waste is catering waste: energy or composting only (Reg. (EC) 1069/2009).',
    excluded: (w) =>
      `Kitchen waste${said(w)} is catering waste: it goes neither to people nor into feed, only to energy or soil (Reg. (EC) 1069/2009 art. 11 and Annex I point 22).`,
  },
};
