import type { AssistantMessages } from './types';

export const en: AssistantMessages = {
  cannotAnswer: (docs) =>
    'Sorry, I cannot answer that from the tool’s documentation or from this page. ' +
    `You can read the user documentation at ${docs}, or write to the team with the ` +
    'Contact link in the footer of every page.',
  greeting:
    'Hello! I can help with this tool: how the steps work, what the match score means, the ' +
    'provider companies and the environmental impact report. What would you like to know?',
  quote: (text) => `“${text}”`,
  inLanguage: {
    en: 'in English',
    de: 'in German',
    sl: 'in Slovenian',
    it: 'in Italian',
    fr: 'in French',
  },
  scoreLabels: [
    'Excellent Match',
    'Very Good Match',
    'Good Match',
    'Fair Match',
    'Moderate Match',
    'Basic Match',
  ],

  ranksFirst: (name) => `${name} ranks first`,
  isMatched: (name) => `${name} is matched`,
  withScore: (score, label) => ` with a match score of ${score} (${label})`,
  category: (category) => `Its category is ${category}.`,
  whyItMatches: (reasoning) => `Why it matches: ${reasoning}`,
  reasonAsGiven: (reasoning, inLanguage) => `The page gives the reason ${inLanguage}: ${reasoning}`,
  categories: {
    'Reuse (human)': 'Reuse (human)',
    'Upcycling (food)': 'Upcycling (food)',
    'Animal feed': 'Animal feed',
    'Non-food products': 'Non-food products',
    Energy: 'Energy',
    'Compost & soil': 'Compost & soil',
    Prevention: 'Prevention',
  },
  trl: (name, level) => `${name} has a technology readiness level (TRL) of ${level}.`,

  notOfferedOne: (kind, reason, safety, inLanguage) => {
    const lead = `${kind === 'donation' ? 'Donation' : 'Animal feed'} is not offered for this surplus`;
    if (inLanguage) return `${lead}. The page gives the reason ${inLanguage}: ${reason}`;
    return safety
      ? `${lead} because of a safety rule: ${reason}`
      : `${lead}. The page gives the reason: ${reason}`;
  },
  notOfferedMany: (kind, safety, inLanguage) =>
    `${kind === 'donation' ? 'Donation' : 'Animal feed'} is not offered for this surplus` +
    `${safety ? ', because of safety rules' : ''}. ` +
    `The page gives these reasons${inLanguage ? ` ${inLanguage}` : ''}:`,
  notListed: (kind) =>
    `No ${kind === 'donation' ? 'donation' : 'animal feed'} route is among the solutions on ` +
    'this page, and the page gives no reason for it.',
  offeredInstead: (names) => `What the page offers instead: ${names}.`,
  bestOfKind: (kind, name, rank) =>
    `The best-placed ${kind === 'donation' ? 'donation' : 'animal feed'} route on this page is ` +
    `${name}, at rank ${rank}`,

  noProvidersYet:
    'No provider companies are shown on this page yet: press Show Provider Companies to load them.',
  noDistances: 'The providers on this page have no distances.',
  nearestProvider: (name, place, km) =>
    `The nearest provider is ${name}${place ? ` in ${place}` : ''}, ${km} km away.`,
  sampleProvider: 'It is fictional sample data: do not contact it.',

  indicators: { co2: 'climate change', water: 'water scarcity', land: 'land use' },
  periods: { once: 'once', month: 'month', year: 'year' },
  period: (period) => `period: ${period}`,
  reportHeading: (scope) => `Your report${scope ? ` (${scope})` : ''}:`,
  avoided: (value, kg) => `Avoided: ${value}${kg !== null ? ` for ${kg} kg donated` : ''}.`,
  avoidedMeaning:
    'This is the new food production the donated food replaces plus the waste treatment it saves.',
  additional: (value, km) =>
    `Additional: ${value}${km !== null ? ` for ${km} km of transport` : ''}.`,
  additionalMeaning: 'This is what the road transport to the provider adds.',
  net: (value) => `Net: ${value}, the additional minus the avoided impact.`,
  netNegative: 'It is negative: the donation causes less impact than treating the food as waste.',
  netPositive:
    'It is positive: here the donation causes more impact than treating the food as waste.',
  netZero: 'It is zero: no difference from treating the food as waste.',

  inputs: {
    surplus: 'surplus',
    amount: 'amount',
    frequency: 'frequency',
    foodGroups: 'food groups',
    company: 'company',
    businessCategory: 'business category',
    city: 'city',
  },
  frequencyOnce: (times) => `${times} time(s), once`,
  frequencyPer: (times, interval) => `${times} time(s) per ${interval}`,
  intervals: { week: 'week', month: 'month', year: 'year' },
  noInputs: 'You have not entered any company or surplus data yet.',
  youEntered: (parts) => `You entered ${parts}.`,

  intents: {
    why: /\b(why|reasons?|how come)\b/,
    greeting: /^(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?)\b/,
    rank: /\b(first|top|rank\w*|best|highest|recommend\w*|number one|#1|on top|lead\w*)\b/,
    aboutSolution: /\b(why|score\w*|match\w*|fit\w*|reason\w*|good|suit\w*|tell|about)\b/,
    thisSolution: /\b(why|this solution|match\w*|fit\w*)\b/,
    nearest: /\b(nearest|closest|how far|distance\w*|near\w*|km|kilomet\w*|far away)\b/,
    provider: /\b(provider\w*|compan\w*|food bank\w*|partner\w*|who can take)\b/,
    report:
      /\b(numbers?|figures?|results?|mean\w*|avoided|additional|net|saving\w*|benefit\w*|report|impact)\b/,
    trl: /\b(trl|readiness|maturity|mature)\b/,
    donation: /\b(donat\w*|food banks?|give (it )?away|charit\w*|soup kitchens?)\b/,
    feed: /\b(animal feed|feed(?! (the )?people)|fodder|livestock|animals?)\b/,
    myInput:
      /\b(what (did|have) i (enter|entered|fill\w*|type\w*)|my (entries|inputs?|data)\b|summar\w*)/,
  },
};
