import { localKg, type ReasoningMessages } from './types';

const quoted = (surplus: string) => `»${surplus}«`;

const providers = new Intl.PluralRules('sl');
const PROVIDER_FORMS: Record<string, string> = {
  one: 'ponudnik',
  two: 'ponudnika',
  few: 'ponudniki',
  other: 'ponudnikov',
};

/** Slovenian, formal address (vi). */
export const sl: ReasoningMessages = {
  conjunction: 'in',
  kg: localKg('sl-SI'),
  businessCategories: {
    'Agricultural Producer': 'Kmetijski pridelovalec',
    'Food Processor': 'Predelovalec hrane',
    Wholesaler: 'Trgovina na debelo',
    Retailer: 'Trgovina na drobno',
    Restaurant: 'Restavracija',
    Caterer: 'Catering',
    Hotel: 'Hotel',
    'Private Person': 'Zasebnik',
  },
  foodWaste: {
    'Food Waste': 'Odpadna hrana',
    'Mixed Food Waste': 'Mešani odpadki hrane',
    'Expired Food': 'Hrana s pretečenim rokom',
    'Production Scraps': 'Proizvodni ostanki',
    'Damaged Products': 'Poškodovani izdelki',
    'Preparation Residues': 'Ostanki pri pripravi',
  },

  fitNameRead: (surplus, readAs, fitOn) =>
    `${surplus ? quoted(surplus) : 'Vaš presežek'} razumemo kot: ${readAs}; ta rešitev izrecno sprejema: ${fitOn}.`,
  fitName: (fitOn) => `Ta rešitev izrecno sprejema: ${fitOn}.`,
  fitPartial: (fitOn, surplus, percent, kind) =>
    `Ta rešitev sprejema: ${fitOn}, kar pokriva del ${surplus ? quoted(surplus) : 'vašega presežka'} (${percent} % njegovih ${kind === 'subgroup' ? 'podskupin' : 'skupin'} živil).`,
  fitFull: (fitOn, surplus, readAs) =>
    `Ta rešitev sprejema: ${fitOn}, kamor spada ${surplus ? quoted(surplus) : 'vaš presežek'}${readAs ? ` (razumljeno kot: ${readAs})` : ''}.`,
  fitMixed: (solutionName, surplus) =>
    `${solutionName} sprejema večino vrst živil, zato lahko sprejme tudi ${surplus ? quoted(surplus) : 'vaš presežek'}, čeprav ga izrecno ne navaja.`,
  fitUnrecognised: (name) =>
    `${quoted(name)} nismo prepoznali, zato ta predlog temelji na drugih dejavnikih; z navedbo skupin živil bo ujemanje natančnejše.`,
  fitNoDetails:
    'Podatkov o presežku niste navedli, zato so na vrhu rešitve, ki sprejemajo večino vrst živil; z navedbo imena presežka ali skupin živil bo ujemanje natančnejše.',

  statedCategory: (stated) => ` (${quoted(stated)})`,
  businessAndNace: (business, stated, nace) =>
    `Ta rešitev sprejema presežke podjetij, kot je vaše: ${business}${stated}, NACE ${nace}.`,
  business: (business, stated) =>
    `Ta rešitev sprejema presežke podjetij, kot je vaše: ${business}${stated}.`,
  nace: (nace) => `Podjetja z vašo kodo NACE ${nace} so med običajnimi dobavitelji te rešitve.`,
  usualSuppliers: (categories) =>
    `Običajni dobavitelji te rešitve so: ${categories}; vaše podjetje ni med njimi, zato je ocena nižja.`,

  hierarchy: {
    people: 'Hrana ostane namenjena ljudem, kar je najvišja raven hierarhije rabe hrane.',
    animals: 'Krmljenje živali je druga raven hierarhije rabe hrane, takoj za prehrano ljudi.',
    materials:
      'Izdelava materialov iz hrane je tretja raven hierarhije rabe hrane, za ljudmi in živalmi.',
    energy: 'Pridobivanje energije je četrta od petih ravni hierarhije rabe hrane.',
    compost:
      'Kompostiranje vrne hranila v tla, kar je zadnja raven hierarhije rabe hrane pred odstranjevanjem.',
  },
  maturity: (trl, max, stage) => `Stopnja tehnološke pripravljenosti ${trl} od ${max}: ${stage}.`,
  maturityStages: {
    established: 'uveljavljena praksa',
    proven: 'prikazano v dejanskem obratovanju, še ne običajna praksa',
    pilot: 'prikazano v pilotnih napravah',
    research: 'še v fazi raziskav',
  },

  amountOneOff: (kg) => `enkratni količini približno ${kg} kg`,
  amountWeekly: (kg, months) =>
    `približno ${kg} kg na teden${months === 1 ? ' v edinem aktivnem mesecu' : months > 1 ? ` v ${months} aktivnih mesecih` : ''}`,
  range: (r) =>
    r.kind === 'any'
      ? 'katera koli količina'
      : r.kind === 'from'
        ? `od ${r.min} kg na teden`
        : `od ${r.min} do ${r.max} kg na teden`,
  quantityFits: (amount, range) => `Pri ${amount} je količina primerna (${range}).`,
  quantityAtLimit: (amount, range) =>
    `Pri ${amount} je količina blizu meje tega, kar ta rešitev običajno sprejme (${range}).`,
  quantityBelowMinimum: (amount, min) =>
    `Pri ${amount} je količina pod običajnim minimumom ${min} kg na teden, kar zniža oceno.`,
  quantityAboveMaximum: (amount, max) =>
    `Pri ${amount} je količina večja, kot jo običajno sprejme en ponudnik (do ${max} kg na teden); razdelilo bi si jo več ponudnikov.`,
  quantityNeedsRegularSupply: (amount) =>
    `Ta rešitev potrebuje redno dobavo; pri ${amount} je manj primerna.`,

  nearbyNone: (radius) =>
    `V našem seznamu še ni ponudnika te rešitve v radiju ${radius} km od vaše lokacije.`,
  nearbySome: (count, radius) =>
    `${count} ${PROVIDER_FORMS[providers.select(count)] ?? 'ponudnikov'} te rešitve v radiju ${radius} km od vaše lokacije.`,
};
