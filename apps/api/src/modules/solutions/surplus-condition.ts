import { foldFoodText } from './food-text';

// What the user's words say about the condition of the surplus, in en, de, it, fr and sl: its
// dates (best-before or use-by, past or not), spoilage, recalls, the cold chain, whether it was
// served, whether it is food at all. Read from every text the user gave (name, tags, notes),
// clause by clause, with negation ('nicht abgelaufen', 'no mould') and dates ('use by 12.03.2024').

/** The conditions the matching engine reacts to. */
export type ConditionCue =
  /** Mould, rot, spoilage, pests, contamination. */
  | 'spoiled'
  /** Recalled or withdrawn, or a pathogen named (listeria, salmonella). */
  | 'recalled'
  /** Kept outside its cold chain. */
  | 'cold_chain_broken'
  /** Past its use-by date. */
  | 'past_use_by'
  /** Past its best-before date. */
  | 'past_best_before'
  /** Past 'its date', without saying which date: read as unsafe until the user says otherwise. */
  | 'past_date'
  /** Toxic: greened potatoes (solanine), mycotoxins. */
  | 'toxic'
  /** Used frying or cooking oil. */
  | 'used_oil'
  /** Not food: flowers, packaging, grease-trap fat, cleaning agents. */
  | 'non_food'
  /** Food for pets. */
  | 'pet_food'
  /** A raw material to be processed first (raw milk, cracked eggs). */
  | 'needs_processing'
  /** Was served to guests. */
  | 'served'
  /** Never served, untouched. */
  | 'unserved'
  /** Sealed in its original packaging: a product as sold, not a dish. */
  | 'sealed'
  /** Holds meat or fish ('mit Fleisch', 'ripieni di carne'). */
  | 'with_meat'
  /** Turned green (with potatoes: solanine). */
  | 'greened';

/** The cues that make a surplus unfit for people and animals whatever else is said. */
export const HAZARD_CUES: readonly ConditionCue[] = [
  'spoiled',
  'recalled',
  'cold_chain_broken',
  'past_use_by',
  'toxic',
  'used_oil',
  'non_food',
];

export interface CueMatch {
  cue: ConditionCue;
  /** The user's words that said it, as typed (for the reasoning). */
  words: string;
}

/**
 * A phrase is a list of word patterns: 'word' matches that folded word, 'word*' any word starting
 * with it, '*word*' any word containing it (German compounds: 'Rückrufaktion'). Between two
 * pattern words up to two other words may stand ('past its use-by'), never a negation.
 */
type Phrase = string;

interface CueDefinition {
  cue: ConditionCue;
  phrases: Phrase[];
  /** Words that, anywhere in the same clause, cancel the cue ('essbare Blüten', 'Rohmilchkäse'). */
  unless?: Phrase[];
}

const CUES: CueDefinition[] = [
  {
    cue: 'spoiled',
    phrases: [
      // en
      'mould*',
      'mold',
      'molds',
      'moldy',
      'rotten',
      'rotting',
      'spoiled',
      'spoilt',
      'spoiling',
      'decayed',
      'decaying',
      'putrid',
      'rancid',
      'gone off',
      'gone bad',
      'went bad',
      'smells bad',
      'off smell',
      'stinks',
      'slimy',
      'bulging',
      'blown cans',
      'swollen cans',
      'pests',
      'pest damage',
      'pest infestation',
      'rodent*',
      'mice',
      'contaminated',
      'contamination',
      'broken glass',
      'glass splinters',
      'sour smell',
      'maggots',
      'infested',
      // de
      '*schimmel*',
      '*schimml*',
      'verdorben*',
      'verfault*',
      'faul',
      'faule',
      'fauler',
      'faules',
      'faulig*',
      '*faulnis*',
      'vergammelt*',
      'gammelig*',
      'ranzig*',
      'sauer geworden',
      'stinkt',
      'bombage',
      'bombiert*',
      'aufgeblaht*',
      'madig*',
      'maden',
      'mausefrass',
      'mausekot',
      'schadlingsbefall',
      'verunreinigt*',
      'glasbruch',
      'glassplitter*',
      'schlecht geworden',
      'verkeimt*',
      // it
      'muffa',
      'muffe',
      'ammuffit*',
      'muffit*',
      'marcio',
      'marcia',
      'marci',
      'marce',
      'marcit*',
      'avariat*',
      'guast*',
      'andato a male',
      'andati a male',
      'andata a male',
      'andate a male',
      'putrefatt*',
      'rancid*',
      'contaminat*',
      'infestat*',
      'vetro rotto',
      'deteriorat*',
      // fr
      'moisi*',
      'moisissure*',
      'pourri*',
      'avarie*',
      'rance',
      'rances',
      'gate',
      'gates',
      'gatee',
      'gatees',
      'contamine*',
      'bombe',
      'bombes',
      'bombee',
      'bombees',
      'infeste*',
      'verre casse',
      'asticots',
      'decompos*',
      // sl
      'plesn*',
      'zaplesn*',
      'gnil*',
      'pokvarjen*',
      'pokvarjeno',
      'zarek',
      'zarko',
      'zarka',
      'skisan*',
      'kontaminiran*',
      'okuzen*',
      'napihnjen*',
      'razbito steklo',
      'crvi*',
    ],
  },
  {
    cue: 'recalled',
    phrases: [
      'recall*',
      'withdrawn from sale',
      'withdrawn from the market',
      'withdrawn',
      'listeria',
      'salmonella',
      'e coli',
      'norovirus',
      'botulism',
      'undeclared allergen*',
      '*ruckruf*',
      'zuruckgerufen',
      'ruckgerufen',
      'listeri*',
      'salmonell*',
      'aus dem verkauf genommen',
      'allergen nicht deklariert',
      'richiam*',
      'ritirato dal mercato',
      'ritirati dal mercato',
      'ritiro dal mercato',
      'rappel*',
      'retire de la vente',
      'retires de la vente',
      'retrait du marche',
      'odpoklic*',
      'umaknjen*',
      'umik s trga',
      'salmonel*',
    ],
  },
  {
    cue: 'cold_chain_broken',
    phrases: [
      'cold chain broken',
      'broken cold chain',
      'cold chain interrupted',
      'cold chain was broken',
      'break in the cold chain',
      'unrefrigerated',
      'not refrigerated',
      'not chilled',
      'without refrigeration',
      'left out',
      'out of the fridge',
      'fridge broke*',
      'fridge failure',
      'freezer broke*',
      'freezer failure',
      'power cut',
      'power outage',
      'refrozen',
      'temperature abuse',
      'too warm',
      'kuhlkette unterbrochen',
      'unterbrochene kuhlkette',
      'kuhlkette nicht eingehalten',
      'kuhlkette war unterbrochen',
      'ungekuhlt',
      'nicht gekuhlt',
      'ohne kuhlung',
      'kuhlung ausgefallen',
      'kuhlschrank ausgefallen',
      'kuhlraum ausgefallen',
      'tiefkuhler ausgefallen',
      'stromausfall',
      'wieder eingefroren',
      'zu warm',
      'catena del freddo interrotta',
      'interruzione della catena del freddo',
      'non refrigerat*',
      'fuori frigo',
      'senza refrigerazione',
      'ricongelat*',
      'frigo guasto',
      'chaine du froid rompue',
      'rupture de la chaine du froid',
      'rupture de chaine du froid',
      'chaine du froid interrompue',
      'non refrigere*',
      'hors frigo',
      'sans refrigeration',
      'panne de frigo',
      'panne du frigo',
      'panne de courant',
      'recongele*',
      'prekinjena hladna veriga',
      'hladna veriga prekinjena',
      'prekinitev hladne verige',
      'hladna veriga je bila prekinjena',
      'nehlajen*',
      'ni bilo hlajeno',
      'brez hlajenja',
      'izpad elektrike',
      'ponovno zamrznjen*',
    ],
  },
  {
    cue: 'toxic',
    phrases: [
      'green potato*',
      'greened potato*',
      'potatoes turned green',
      'potatoes are green',
      'solanin*',
      'poisonous',
      'toxic',
      'mycotoxin*',
      'aflatoxin*',
      'ergot',
      'grune kartoffel*',
      'ergrunte kartoffel*',
      'kartoffeln grun',
      'kartoffeln sind grun',
      'giftig*',
      'mutterkorn',
      'patate verdi',
      'patate inverdite',
      'tossic*',
      'velenos*',
      'micotossin*',
      'pommes de terre vertes',
      'patates vertes',
      'toxique*',
      'veneneu*',
      'mycotoxine*',
      'zelen krompir',
      'zeleni krompir',
      'ozelenel*',
      'strupen*',
      'mikotoksin*',
    ],
  },
  {
    cue: 'used_oil',
    phrases: [
      'used oil',
      'used cooking oil',
      'used frying oil',
      'frying oil',
      'fryer oil',
      'deep fryer',
      'deep fat fryer',
      'fryer',
      'fryers',
      'old oil',
      'waste oil',
      'oil used',
      'uco',
      'old frying fat',
      'used fat',
      'used grease',
      '*frittenfett*',
      '*frittierfett*',
      '*frittierol*',
      'altol',
      'altspeiseol*',
      'altfett*',
      '*fritteuse*',
      'friteuse',
      'gebrauchtes ol',
      'gebrauchtes fett',
      'gebrauchtes speiseol',
      'olio esausto',
      'olii esausti',
      'oli esausti',
      'olio usato',
      'olio di frittura',
      'friggitrice',
      'olio fritto',
      'huile usagee',
      'huiles usagees',
      'huile de friture',
      'huile usee',
      'huile de friteuse',
      'odpadno olje',
      'rabljeno olje',
      'olje za cvrtje',
      'olje iz cvrtnika',
      'cvrtnik*',
      'friteza',
      'uporabljeno olje',
      'staro olje',
      'odpadno jedilno olje',
    ],
  },
  {
    cue: 'non_food',
    phrases: [
      'grease trap*',
      'grease separator',
      'fat trap',
      'grease interceptor',
      'flower',
      'flowers',
      'cut flowers',
      'bouquet*',
      'potted plants',
      'houseplants',
      'non food',
      'nonfood',
      'non food items',
      'cosmetics',
      'detergent*',
      'cleaning agent*',
      'tobacco',
      'cigarettes',
      'textiles',
      'sawdust',
      '*fettabscheider*',
      'fettfang',
      'blume',
      'blumen',
      'schnittblume*',
      'blumenstrau*',
      'topfpflanze*',
      'zimmerpflanze*',
      'kosmetik*',
      'putzmittel*',
      'reinigungsmittel*',
      'tabak',
      'zigaretten',
      'degrassatore',
      'separatore di grassi',
      'disoleatore',
      'fiore',
      'fiori',
      'fiori recisi',
      'mazzi di fiori',
      'piante in vaso',
      'cosmetici',
      'detersiv*',
      'bac a graisse',
      'bacs a graisse',
      'separateur de graisse*',
      'degraisseur',
      'fleur',
      'fleurs',
      'fleurs coupees',
      'bouquets',
      'plantes en pot',
      'cosmetiques',
      'lessive',
      'lovilec mascob',
      'lovilnik mascob',
      'mascobolovilec',
      'lovilca mascob',
      'cvetje',
      'cvetlice',
      'rezano cvetje',
      'roze',
      'sopek*',
      'loncnice',
      'kozmetika',
      'cistila',
    ],
    unless: [
      'edible',
      'essbar*',
      'commestibil*',
      'comestible*',
      'uzitn*',
      'zucchini',
      'courgette*',
      'zucchine',
      'zucchina',
      'zucca',
      'bucke',
      'bucnice',
      'kohl',
      'cauliflower',
      'broccoli',
      'blumenkohl',
      'cavolfiore',
      'chou fleur',
      'cvetaca',
      'elderflower',
      'holunderblut*',
      'fiori di sambuco',
      'fleur de sel',
      'fleurs de sureau',
      'bezgovo',
      'bezgove',
      'capers',
      'kapern',
      'capperi',
    ],
  },
  {
    cue: 'pet_food',
    phrases: [
      'cat food',
      'dog food',
      'pet food',
      'pet treats',
      'kibble',
      'bird seed',
      'birdseed',
      '*katzenfutter*',
      '*hundefutter*',
      '*tierfutter*',
      '*heimtierfutter*',
      'vogelfutter',
      'cibo per gatti',
      'cibo per cani',
      'crocchette',
      'pet food',
      'mangime per gatti',
      'mangime per cani',
      'scatolette per gatti',
      'croquettes pour chat*',
      'croquettes pour chien*',
      'nourriture pour chat*',
      'nourriture pour chien*',
      'aliments pour animaux',
      'patee pour chat*',
      'macja hrana',
      'pasja hrana',
      'hrana za macke',
      'hrana za pse',
      'hrana za zivali',
      'briketi za',
    ],
  },
  {
    cue: 'needs_processing',
    phrases: [
      'raw milk',
      'cracked egg*',
      'broken eggs',
      'dirty eggs',
      'rohmilch',
      'knickei*',
      'bruchei*',
      'angeknackst* eier',
      'schmutzeier',
      'latte crudo',
      'uova incrinate',
      'uova rotte',
      'uova sporche',
      'lait cru',
      'oufs feles',
      'oufs casses',
      'oufs sales',
      'surovo mleko',
      'surovega mleka',
      'pocena jajca',
      'razbita jajca',
      'umazana jajca',
    ],
    unless: [
      'cheese',
      '*kase*',
      'formaggi*',
      'fromage*',
      'sir',
      'sira',
      'siri',
      'sirov*',
      'chocolate',
    ],
  },
  {
    cue: 'served',
    phrases: [
      'plate waste',
      'from the plates',
      'from plates',
      'left on plates',
      'leftovers from plates',
      'returned from tables',
      'half eaten',
      'partly eaten',
      'served',
      'already served',
      'tellerreste',
      'tellerruckl*',
      'vom teller',
      'von den tellern',
      'angebissen*',
      'serviert',
      'ausgegeben',
      'bereits ausgegeben',
      'ruckl* vom buffet',
      'ruckl* aus dem speisesaal',
      'avanzi dei piatti',
      'avanzi nei piatti',
      'dai piatti',
      'servit*',
      'gia servit*',
      'mangiucchiat*',
      'restes d assiette*',
      'restes des assiettes',
      'servi',
      'servis',
      'servie',
      'servies',
      'entame*',
      'deja servi*',
      'ostanki s kroznikov',
      'ostanki na krozniki*',
      's kroznikov',
      'postrezen*',
      'nacet*',
      'napol pojed*',
    ],
  },
  {
    cue: 'unserved',
    phrases: [
      'unserved',
      'not served',
      'never served',
      'untouched',
      'unopened',
      'not handed out',
      'straight from the kitchen',
      'unberuhrt*',
      'nicht ausgegeben',
      'nicht serviert',
      'nie serviert',
      'ungeoffnet*',
      'originalverpackt*',
      'direkt aus der kuche',
      'non servit*',
      'mai servit*',
      'intatt*',
      'non distribuit*',
      'non servi*',
      'jamais servi*',
      'intact*',
      'non entame*',
      'non distribue*',
      'nepostrezen*',
      'nedotaknjen*',

      'ni bilo postrezeno',
      'ni bila postrezena',
    ],
  },
  {
    cue: 'greened',
    phrases: [
      'green',
      'greened',
      'turned green',
      'grun',
      'grune',
      'gruner',
      'grunlich',
      'ergrunt*',
      'grun verfarbt',
      'verde',
      'verdi',
      'inverdit*',
      'verdastr*',
      'vert',
      'verte',
      'vertes',
      'verts',
      'verdi',
      'verdatre*',
      'zelen',
      'zelena',
      'zeleni',
      'zeleno',
      'ozelenel*',
    ],
  },
  {
    cue: 'sealed',
    phrases: [
      'unopened',
      'sealed',
      'original packaging',
      'in its packaging',
      'ungeoffnet*',
      'originalverpackt*',
      'verschlossen',
      'non aperto',
      'non aperti',
      'confezione integra',
      'confezioni integre',
      'non ouvert*',
      'emballage d origine',
      'sous emballage',
      'neodprt*',
      'originalna embalaza',
      'v originalni embalazi',
    ],
  },
  {
    cue: 'with_meat',
    phrases: [
      'with meat',
      'meat filled',
      'filled with meat',
      'meat filling',
      'with ham',
      'with bacon',
      'with chicken',
      'with fish',
      'with tuna',
      'mit fleisch',
      'fleischfullung*',
      'mit schinken',
      'mit speck',
      'mit huhn',
      'mit hahnchen',
      'mit fisch',
      'mit thunfisch',
      'mit wurst',
      'gefullt mit fleisch',
      'con carne',
      'ripien* di carne',
      'al ragu',
      'ragu',
      'con prosciutto',
      'con pancetta',
      'con pollo',
      'con pesce',
      'con tonno',
      'avec viande',
      'a la viande',
      'farci* a la viande',
      'farci* de viande',
      'au jambon',
      'aux lardons',
      'au poulet',
      'au poisson',
      'au thon',
      'bolognaise',
      'bolognese',
      'z mesom',
      'mesno',
      'mesni',
      'mesna',
      'mesnim',
      'polnjen* z mesom',
      's sunko',
      'z sunko',
      's piscancem',
      'z ribo',
      's tuno',
    ],
  },
];

// Date words. A clause with a use-by word and a past word, or a use-by word and a date before
// today, is past its use-by date; the same with a best-before word is past its best-before date.
const USE_BY: Phrase[] = [
  'use by',
  'use by date',
  'use before',
  'verbrauchsdatum*',
  'zu verbrauchen bis',
  'verbrauchen bis',
  'verbrauchsdatums',
  'da consumare entro',
  'data di scadenza',
  'dlc',
  'date limite de consommation',
  'a consommer jusqu au',
  'a consommer jusqu',
  'porabiti do',
  'porabite do',
  'rok porabe',
];
const BEST_BEFORE: Phrase[] = [
  'best before',
  'best by',
  'bbd',
  'bbe',
  'mhd',
  '*mindesthaltbarkeit*',
  'mindestens haltbar',
  'mhd ware',
  'tmc',
  'termine minimo di conservazione',
  'preferibilmente entro',
  'da consumarsi preferibilmente',
  'ddm',
  'dluo',
  'date de durabilite minimale',
  'de preference avant',
  'a consommer de preference',
  'uporabno najmanj do',
  'najmanj do',
  'rok uporabnosti najmanj',
];
const PAST: Phrase[] = [
  'past',
  'expired',
  'exceeded',
  'passed',
  'over',
  'beyond',
  'out of date',
  'after',
  'abgelaufen*',
  'uberschritten*',
  'vorbei',
  'uberfallig',
  'uberlagert*',
  'nach',
  'abgelaufene',
  'scadut*',
  'superat*',
  'oltre',
  'passat*',
  'fuori data',
  'dopo',
  'depasse*',
  'perime*',
  'expire*',
  'passee',
  'passe',
  'apres',
  'pretecen*',
  'potekel',
  'potekl*',
  'pretekel',
  'pretekl*',
  'cez rok',
  'po roku',
  'prekoracen*',
  'po preteku',
];
/** Past 'its date' without naming which one. */
const PAST_DATE: Phrase[] = [
  'expired',
  'out of date',
  'past its date',
  'past the date',
  'past date',
  'abgelaufen*',
  'uberlagert*',
  'datum uberschritten',
  'scadut*',
  'perime*',
  'date depassee',
  'date de peremption depassee',
  'pretecen*',
  'po preteku roka',
  's pretecenim rokom',
  'potekel rok',
  'potekl* rok*',
];

// Words that turn the words after them into their opposite, and words that end a negation's
// reach ('no meat, but mouldy').
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'without',
  'non',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'keines',
  'nicht',
  'nie',
  'ohne',
  'senza',
  'mai',
  'sans',
  'pas',
  'aucun',
  'aucune',
  'jamais',
  'ni',
  'brez',
  'nobene',
  'noben',
  'nikoli',
]);
const CLAUSE_BREAKS = new Set(['but', 'aber', 'jedoch', 'ma', 'pero', 'mais', 'ampak', 'vendar']);
const NEGATION_REACH = 3;
const MAX_GAP = 2;

interface CompiledWord {
  text: string;
  prefix: boolean;
  infix: boolean;
}

function compile(phrase: Phrase): CompiledWord[] {
  return phrase
    .split(' ')
    .filter((w) => w !== '')
    .map((raw) => {
      const infix = raw.startsWith('*') && raw.endsWith('*') && raw.length > 2;
      const prefix = !infix && raw.endsWith('*');
      return { text: foldFoodText(raw.replace(/\*/g, '')), prefix, infix };
    })
    .filter((w) => w.text !== '');
}

function wordMatches(pattern: CompiledWord, word: string): boolean {
  if (pattern.infix) return word.includes(pattern.text);
  if (pattern.prefix) return word.startsWith(pattern.text);
  return word === pattern.text;
}

interface CompiledCue {
  cue: ConditionCue;
  phrases: CompiledWord[][];
  unless: CompiledWord[][];
}

const COMPILED: CompiledCue[] = CUES.map((c) => ({
  cue: c.cue,
  phrases: c.phrases.map(compile),
  unless: (c.unless ?? []).map(compile),
}));
const COMPILED_USE_BY = USE_BY.map(compile);
const COMPILED_BEST_BEFORE = BEST_BEFORE.map(compile);
const COMPILED_PAST = PAST.map(compile);
const COMPILED_PAST_DATE = PAST_DATE.map(compile);

/** Where a phrase occurs in a clause: the index of its first and last word, or null. */
function findPhrase(words: string[], phrase: CompiledWord[]): [number, number] | null {
  const [first] = phrase;
  if (!first) return null;
  for (let start = 0; start < words.length; start++) {
    if (!wordMatches(first, words[start] ?? '')) continue;
    let at = start;
    let ok = true;
    for (const pattern of phrase.slice(1)) {
      let found = -1;
      for (let j = at + 1; j <= at + 1 + MAX_GAP && j < words.length; j++) {
        const word = words[j] ?? '';
        if (wordMatches(pattern, word)) {
          found = j;
          break;
        }
        if (NEGATIONS.has(word)) break;
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return [start, at];
  }
  return null;
}

/** True when a negation stands shortly before the word at `index` (not across 'but'). */
function negatedAt(words: string[], index: number): boolean {
  for (let j = index - 1; j >= 0 && j >= index - NEGATION_REACH; j--) {
    const word = words[j] ?? '';
    if (CLAUSE_BREAKS.has(word)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

/** Words after a term that deny it: 'mould-free', 'schimmelfrei' is one word and never matches. */
const DENIED_AFTER = new Set([
  'free',
  'frei',
  'freie',
  'freies',
  'prost',
  'prosto',
  'libero',
  'exempt',
]);

function anyPhrase(words: string[], phrases: CompiledWord[][]): [number, number] | null {
  for (const phrase of phrases) {
    const at = findPhrase(words, phrase);
    if (at && !negatedAt(words, at[0]) && !DENIED_AFTER.has(words[at[1] + 1] ?? '')) return at;
  }
  return null;
}

// Dates as users write them: 12.03.2024, 12/03/24, 2024-03-12, 03/2024.
const DATE_PATTERNS: { re: RegExp; read(m: RegExpMatchArray): Date | null }[] = [
  {
    re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => makeDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    re: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})\b/g,
    read: (m) => makeDate(fullYear(Number(m[3])), Number(m[2]), Number(m[1])),
  },
  {
    re: /\b(\d{1,2})[./](\d{4})\b/g,
    // A month: the date is past when the whole month is.
    read: (m) => makeDate(Number(m[2]), Number(m[1]) + 1, 0),
  },
];

function fullYear(y: number): number {
  return y < 100 ? 2000 + y : y;
}

function makeDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 13 || day < 0 || day > 31 || year < 1990 || year > 2100) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

function datesIn(clause: string): Date[] {
  const found: Date[] = [];
  let rest = clause;
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of rest.matchAll(re)) {
      const date = read(m);
      if (date) found.push(date);
    }
    rest = rest.replace(re, ' ');
  }
  return found;
}

/** Splits a text at punctuation that ends a thought (not at the dots of a date). */
function clauses(text: string): string[] {
  return text
    .split(/[;!?()[\]\n]|,(?!\d)|\.(?!\d)|\s-\s/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/**
 * Everything the texts say about the condition of the surplus. `today` decides whether a date
 * in the text is past (the engine passes the request's date, tests a fixed one).
 */
export function readConditionCues(texts: string[], today: Date): CueMatch[] {
  const found: CueMatch[] = [];
  const add = (cue: ConditionCue, words: string) => {
    if (!found.some((f) => f.cue === cue)) found.push({ cue, words });
  };
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const text of texts) {
    for (const clause of clauses(text)) {
      const words = foldFoodText(clause).split(' ').filter(Boolean);
      if (words.length === 0) continue;
      const span = (at: [number, number]) => words.slice(at[0], at[1] + 1).join(' ');
      for (const def of COMPILED) {
        const at = anyPhrase(words, def.phrases);
        if (!at) continue;
        if (def.unless.some((u) => findPhrase(words, u) !== null)) continue;
        add(def.cue, span(at));
      }
      const useBy = anyPhrase(words, COMPILED_USE_BY);
      const bestBefore = anyPhrase(words, COMPILED_BEST_BEFORE);
      const past = anyPhrase(words, COMPILED_PAST);
      const dates = datesIn(clause);
      const pastDate = dates.some((d) => d.getTime() < startOfToday);
      const futureDate = dates.length > 0 && !pastDate;
      if (useBy && (past || pastDate) && !futureDate) add('past_use_by', clause);
      else if (bestBefore && (past || pastDate) && !futureDate) add('past_best_before', clause);
      else if (!useBy && !bestBefore && !futureDate) {
        const generic = anyPhrase(words, COMPILED_PAST_DATE);
        if (generic) add('past_date', span(generic));
      }
    }
  }
  return found;
}
