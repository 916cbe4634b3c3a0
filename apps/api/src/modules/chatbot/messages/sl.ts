import type { AssistantMessages, RouteKind } from './types';

/** The kinds of route as the subject of a sentence. */
const SL_KIND: Record<RouteKind, string> = {
  donation: 'Podaritev',
  animalFeed: 'Uporaba kot krma za živali',
};

export const sl: AssistantMessages = {
  cannotAnswer: (docs) =>
    'Žal na to vprašanje ne morem odgovoriti iz dokumentacije orodja ali iz te strani. ' +
    `Uporabniško dokumentacijo najdete na ${docs}, ekipi pa lahko pišete prek povezave ` +
    'Kontakt v nogi vsake strani.',
  greeting:
    'Pozdravljeni! Pri tem orodju vam lahko pomagam: kako delujejo koraki, kaj pomeni ocena ' +
    'ujemanja, kdo so ponudniki in kaj prikazuje poročilo o vplivu na okolje. Kaj bi radi izvedeli?',
  quote: (text) => `„${text}“`,
  inLanguage: {
    en: 'v angleščini',
    de: 'v nemščini',
    sl: 'v slovenščini',
    it: 'v italijanščini',
    fr: 'v francoščini',
  },
  scoreLabels: [
    'Odlično ujemanje',
    'Zelo dobro ujemanje',
    'Dobro ujemanje',
    'Zadovoljivo ujemanje',
    'Zmerno ujemanje',
    'Osnovno ujemanje',
  ],

  ranksFirst: (name) => `${name} je na prvem mestu`,
  isMatched: (name) => `${name} je predlagana rešitev`,
  withScore: (score, label) => ` z oceno ujemanja ${score} (${label})`,
  category: (category) => `Njena kategorija je ${category}.`,
  whyItMatches: (reasoning) => `Zakaj se ujema: ${reasoning}`,
  reasonAsGiven: (reasoning, inLanguage) => `Stran navaja razlog ${inLanguage}: ${reasoning}`,
  categories: {
    'Reuse (human)': 'Ponovna uporaba (prehrana ljudi)',
    'Upcycling (food)': 'Nadgrajena raba (živila)',
    'Animal feed': 'Krma za živali',
    'Non-food products': 'Neživilski izdelki',
    Energy: 'Energija',
    'Compost & soil': 'Kompost in tla',
    Prevention: 'Preprečevanje',
  },
  trl: (name, level) => `${name} ima stopnjo tehnološke pripravljenosti (TRL) ${level}.`,

  notOfferedOne: (kind, reason, safety, inLanguage) => {
    const lead = `${SL_KIND[kind]} za ta presežek ni na voljo`;
    if (inLanguage) return `${lead}. Stran navaja razlog ${inLanguage}: ${reason}`;
    return safety
      ? `${lead} zaradi varnostnega pravila: ${reason}`
      : `${lead}. Stran navaja razlog: ${reason}`;
  },
  notOfferedMany: (kind, safety, inLanguage) =>
    `${SL_KIND[kind]} za ta presežek ni na voljo${safety ? ' zaradi varnostnih pravil' : ''}. ` +
    `Stran navaja te razloge${inLanguage ? ` ${inLanguage}` : ''}:`,
  notListed: (kind) =>
    `Med rešitvami na tej strani ni nobene ${kind === 'donation' ? 'podaritve' : 'uporabe kot krma za živali'}, ` +
    'stran pa ne navaja razloga za to.',
  offeredInstead: (names) => `Namesto tega stran ponuja: ${names}.`,
  bestOfKind: (kind, name, rank) =>
    `Najbolje uvrščena pot ${kind === 'donation' ? 'podaritve' : 'za krmo živali'} na tej strani ` +
    `je ${name}, na ${rank}. mestu`,

  noProvidersYet:
    'Na tej strani še ni prikazanih ponudnikov: pritisnite Prikaži ponudnike, da jih naložite.',
  noDistances: 'Za ponudnike na tej strani razdalje niso znane.',
  nearestProvider: (name, place, km) =>
    `Najbližji ponudnik je ${name}${place ? ` (${place})` : ''}, oddaljen ${km} km.`,
  sampleProvider: 'Gre za izmišljene vzorčne podatke: ponudnika ne kontaktirajte.',

  indicators: { co2: 'podnebne spremembe', water: 'pomanjkanje vode', land: 'raba zemljišč' },
  periods: { once: 'enkratno', month: 'mesec', year: 'leto' },
  period: (period) => `obdobje: ${period}`,
  reportHeading: (scope) => `Vaše poročilo${scope ? ` (${scope})` : ''}:`,
  avoided: (value, kg) =>
    `Preprečeno: ${value}${kg !== null ? ` za ${kg} kg darovane hrane` : ''}.`,
  avoidedMeaning:
    'To je nova proizvodnja hrane, ki jo nadomesti darovana hrana, skupaj s prihranjeno ' +
    'obdelavo odpadkov.',
  additional: (value, km) => `Dodatno: ${value}${km !== null ? ` za ${km} km prevoza` : ''}.`,
  additionalMeaning: 'To je vpliv, ki ga doda cestni prevoz do ponudnika.',
  net: (value) => `Neto: ${value}, dodatni vpliv minus preprečeni vpliv.`,
  netNegative:
    'Rezultat je negativen: donacija povzroči manjši vpliv kot obdelava hrane kot odpadka.',
  netPositive:
    'Rezultat je pozitiven: tukaj donacija povzroči večji vpliv kot obdelava hrane kot odpadka.',
  netZero: 'Rezultat je nič: ni razlike v primerjavi z obdelavo hrane kot odpadka.',

  inputs: {
    surplus: 'presežek',
    amount: 'količina',
    frequency: 'pogostost',
    foodGroups: 'skupine živil',
    company: 'podjetje',
    businessCategory: 'poslovna kategorija',
    city: 'kraj',
  },
  frequencyOnce: (times) => `${times}-krat, enkratno`,
  frequencyPer: (times, interval) => `${times}-krat na ${interval}`,
  intervals: { week: 'teden', month: 'mesec', year: 'leto' },
  noInputs: 'Podatkov o podjetju ali presežku še niste vnesli.',
  youEntered: (parts) => `Vnesli ste: ${parts}.`,

  intents: {
    why: /\b(zakaj|razlog\w*)\b/,
    greeting: /^(zivjo|pozdravljeni|pozdrav|dober dan|dobro jutro|dober vecer|hvala)\b/,
    rank: /\b(prv\w*|najbolj\w*|najvis\w*|uvrst\w*|priporoc\w*|vodil\w*|na vrhu)\b/,
    aboutSolution: /\b(zakaj|ocen\w*|ujema\w*|ustreza\w*|razlog\w*|primern\w*|dobr\w*)\b/,
    thisSolution: /\b(zakaj|ta resitev|te resitve|ujema\w*|ustreza\w*)\b/,
    nearest: /\b(najblizj\w*|kako dalec|razdalj\w*|oddaljen\w*|blizu|km|kilomet\w*)\b/,
    provider: /\b(ponudnik\w*|podjetj\w*|bank\w* hrane|partner\w*|kdo lahko)\b/,
    report:
      /\b(stevilk\w*|rezultat\w*|pomen\w*|preprecen\w*|dodatn\w*|neto|prihran\w*|korist\w*|porocil\w*|vpliv\w*)\b/,
    trl: /\b(trl|pripravljenost\w*|zrelost\w*|zrel\w*)\b/,
    donation: /\b(podar\w*|donacij\w*|donir\w*|bank\w* hrane)\b/,
    feed: /\b(krm\w*|zival\w*)\b/,
    myInput: /\b(kaj sem vnes\w*|moj\w* (vnos\w*|podatk\w*)|povzet\w*|povzemi\w*)/,
  },
};
