import { localKg, type ReasoningMessages } from './types';

/** The user's words in quotes, after the hazard they named. */
const said = (words: string | null) => (words ? ` (»${words}«)` : '');

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
    energy:
      'Pridobivanje goriva ali toplote iz nje je energetska predelava, ki je v evropski hierarhiji rabe hrane za recikliranjem (anaerobna razgradnja, kompostiranje).',
    compost:
      'Kompostiranje je v evropski hierarhiji rabe hrane recikliranje, tako kot anaerobna razgradnja: hranila vrne v tla in pride za potmi do ljudi, živali in materialov.',
  },
  hierarchyPrevention:
    'Preprečevanje presežkov je v evropski hierarhiji rabe hrane na prvem mestu: to je nasvet za naslednjič, ne pot za to količino.',
  hierarchyDigestion:
    'Anaerobna razgradnja v bioplinarni je v evropski hierarhiji rabe hrane recikliranje, tako kot kompostiranje: pride za potmi do ljudi, živali in materialov.',
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

  hazard: {
    spoiled: (w) =>
      `Hrana je pokvarjena ali onesnažena${said(w)}: taka hrana ne sme do ljudi ali živali (Uredba (ES) 178/2002, člena 14 in 15).`,
    recalled: (w) =>
      `Hrana je bila odpoklicana ali so v njej našli patogen${said(w)}: ne sme do ljudi ali živali (Uredba (ES) 178/2002, členi 14, 15 in 19).`,
    cold_chain_broken: (w) =>
      `Hladna veriga je bila prekinjena${said(w)}: ohlajena hrana, ki se je segrela, ni več varna za ljudi ali živali (Uredba (ES) 852/2004, Priloga II, poglavje IX; Uredba (ES) 178/2002, člen 14).`,
    time_temperature_abuse: (w) =>
      `Hrana je več ur stala zunaj varnih temperatur${said(w)}: ne sme do ljudi ali živali (Uredba (ES) 852/2004, Priloga II, poglavje IX; Uredba (ES) 178/2002, člen 14).`,
    past_use_by: (w) =>
      `Rok porabe je potekel${said(w)}: od takrat hrana velja za nevarno in ne sme do ljudi ali živali (Uredba (EU) 1169/2011, člen 24; Uredba (ES) 178/2002, člena 14 in 15).`,
    past_date: (w) =>
      `Rok je potekel${said(w)}, ne vemo pa, ali je to rok porabe: hrana po roku porabe ne sme do ljudi ali živali (Uredba (EU) 1169/2011, člen 24). Če je potekel le datum minimalne trajnosti, to navedite.`,
    toxic: (w) =>
      `Hrana vsebuje strupeno snov${said(w)}: strupena hrana ne sme do ljudi ali živali (Uredba (ES) 178/2002, člena 14 in 15; mejne vrednosti onesnaževal: Uredba (EU) 2023/915, Direktiva 2002/32/ES).`,
    mixed_waste: (w) =>
      `To so mešani odpadki hrane${said(w)}: ne gredo ne ljudem ne v krmo, le v energijo ali tla (Uredba (ES) 1069/2009).`,
  },
  hazardState: {
    spoiled: 'pokvarjeno ali onesnaženo',
    recalled: 'odpoklicano',
    cold_chain_broken: 'zunaj hladne verige',
    time_temperature_abuse: 'predolgo zunaj varnih temperatur',
    past_use_by: 'po roku porabe',
    past_date: 'po roku, ki je morda rok porabe',
    toxic: 'strupeno',
    mixed_waste: 'mešani odpadki hrane',
  },
  hazardGiven:
    'Stanje ste navedli kot pokvarjeno, odpoklicano ali po roku porabe: taka hrana ne sme do ljudi ali živali (Uredba (ES) 178/2002, člena 14 in 15).',
  kitchenWaste: {
    state: 'kuhinjski odpadki (odpadki iz gostinstva)',
    deciding:
      'Kuhinjski odpadki so odpadki iz gostinstva: le energija ali kompostiranje (Uredba (ES) 1069/2009).',
    excluded: (w) =>
      `Kuhinjski odpadki${said(w)} so odpadki iz gostinstva: ne gredo ne ljudem ne v krmo, le v energijo ali tla (Uredba (ES) 1069/2009, člen 11 in Priloga I, točka 22).`,
  },
};
