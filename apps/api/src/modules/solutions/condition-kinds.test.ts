import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import type { ConditionCue } from './condition-types';
import { readConditionCues } from './surplus-condition';

// The notes reader on the kinds of text a blind round of probes found misread (round 4), each in
// other words than the probes used and in several languages: a cold chain broken by a breakdown or
// told by its temperatures, hot holding and times of day, a recall for a label only, a torn wrap
// around intact packs, blemished produce, and a best-before date that names 'use'.

const TODAY = new Date(Date.UTC(2026, 10, 24));
const cuesOf = (text: string) => readConditionCues([text], TODAY).map((c) => c.cue);
const wordsOf = (cue: ConditionCue, text: string) =>
  readConditionCues([text], TODAY).find((c) => c.cue === cue)?.words;

type Language = (typeof SUPPORTED_LANGUAGES)[number];
type Cases = Partial<
  Record<Language, { finds?: [string, ConditionCue][]; not?: [string, ConditionCue][] }>
>;

function check(title: string, cases: Cases) {
  describe(title, () => {
    for (const [language, { finds = [], not = [] }] of Object.entries(cases)) {
      it.each(finds)(`${language}: finds in "%s" the cue %s`, (text, cue) => {
        expect(cuesOf(text)).toContain(cue);
      });
      it.each(not)(`${language}: does not find in "%s" the cue %s`, (text, cue) => {
        expect(cuesOf(text)).not.toContain(cue);
      });
    }
  });
}

check('thawing, a breakdown on the road and hours above 7 °C', {
  en: {
    finds: [
      ['the van broke down, pallets stood for hours', 'breakdown'],
      ['half of the boxes had thawed by the time we unloaded', 'thawed'],
      ['logger read 12 °C for 5 hours', 'warm_hours'],
      ['partly defrosted on arrival', 'cold_chain_broken'],
    ],
    not: [
      ['thawed overnight in the fridge', 'thawed'],
      ['never thawed, still rock hard', 'thawed'],
      ['kept at 4 °C for 48 hours', 'warm_hours'],
      ['stored at -18 °C for 3 weeks', 'warm_hours'],
      ['the oven broke down, so the lasagne was not baked', 'breakdown'],
    ],
  },
  de: {
    finds: [
      ['LKW-Panne auf der Tauernautobahn, Ware stand lange', 'breakdown'],
      ['Kartons teilweise aufgetaut', 'thawed'],
      ['Temperaturschreiber: zwischen 10 und 14 Grad über 6 Stunden', 'warm_hours'],
    ],
    not: [
      ['im Kühlraum aufgetaut', 'thawed'],
      ['seit gestern aufgetaut bei 2 Grad', 'thawed'],
      ['bei 3 Grad seit 5 Stunden in der Kühlzelle', 'warm_hours'],
    ],
  },
  it: {
    finds: [
      ['il camion è rimasto in panne per una notte', 'breakdown'],
      ['scongelati durante il trasporto', 'thawed'],
      ['a 15 gradi per 8 ore', 'warm_hours'],
    ],
    not: [
      ['scongelati in frigorifero a 3 gradi', 'thawed'],
      ['panne da cucina, 20 confezioni', 'breakdown'],
    ],
  },
  fr: {
    finds: [
      ['camion frigorifique tombé en panne sur la route', 'breakdown'],
      ['cartons décongelés à la livraison', 'thawed'],
      ['sonde à 11 °C pendant 4 heures', 'warm_hours'],
    ],
    not: [
      ['décongelés en chambre froide', 'thawed'],
      ['le four est tombé en panne', 'breakdown'],
    ],
  },
  sl: {
    finds: [
      ['tovornjak se je pokvaril na avtocesti', 'breakdown'],
      ['meso je bilo delno odmrznjeno', 'thawed'],
      ['pri 10 stopinjah 6 ur', 'warm_hours'],
    ],
    not: [
      ['odmrznjeno v hladilniku', 'thawed'],
      ['tovornjak se je pokvaril na avtocesti', 'spoiled'],
    ],
  },
});

check('hot holding and times of day: no hours out of temperature control', {
  en: {
    finds: [['left on the buffet from 11h to 16h', 'time_temperature_abuse']],
    not: [
      ['in the hot counter at 68 °C for 5 hours', 'time_temperature_abuse'],
      ['on display until 7h tonight', 'time_temperature_abuse'],
    ],
  },
  de: {
    finds: [
      ['am Buffet von 9 bis 14 Uhr gestanden', 'time_temperature_abuse'],
      ['am Buffet von Mittag bis 17 Uhr', 'time_temperature_abuse'],
    ],
    not: [['4 Stunden in der Warmhaltetheke bei 70 Grad', 'time_temperature_abuse']],
  },
  it: {
    finds: [['esposti sul buffet dalle 12 alle 18', 'time_temperature_abuse']],
    not: [
      ['al banco caldo a 65 gradi per 6 ore', 'time_temperature_abuse'],
      ['in vetrina fino alle 19h', 'time_temperature_abuse'],
    ],
  },
  fr: {
    finds: [
      ['restés sur le buffet de 12h à 17h', 'time_temperature_abuse'],
      ['restés sur les tables de midi jusqu’à 18h', 'time_temperature_abuse'],
    ],
    not: [
      ['au bain-marie à 70°C de 11h à 15h', 'time_temperature_abuse'],
      ["en vitrine jusqu'à 19h", 'time_temperature_abuse'],
    ],
  },
  sl: {
    not: [['v toplem pultu pri 70 stopinjah 5 ur', 'time_temperature_abuse']],
  },
});

check('a recall for a label defect alone is no hazard; a pathogen or foreign body is', {
  en: {
    finds: [
      ['withdrawn: soy not declared on the label, product fine', 'label_defect'],
      ['recall: salmonella found, also label error', 'recalled'],
      ['recall for undeclared milk and glass splinters found', 'recalled'],
    ],
    not: [['withdrawn: soy not declared on the label, product fine', 'recalled']],
  },
  de: {
    finds: [['Rückruf wegen Listerien', 'recalled']],
    not: [
      ['Rückruf, weil Sellerie auf dem Etikett fehlt, wir können neu etikettieren', 'recalled'],
      ['Warenrücknahme: falsches Etikett, Ware einwandfrei', 'recalled'],
    ],
  },
  it: {
    finds: [['richiamo per salmonella nel lotto', 'recalled']],
    not: [['richiamo: senape non dichiarata in etichetta, possiamo rietichettare', 'recalled']],
  },
  fr: {
    finds: [['rappel pour Listeria', 'recalled']],
    not: [["rappel : erreur d'étiquetage, sésame non déclaré", 'recalled']],
  },
  sl: {
    not: [['odpoklic zaradi napačne etikete, izdelek v redu', 'recalled']],
  },
});

check('a torn wrap around intact packs is a damaged pack, not an open one', {
  en: {
    finds: [
      ['shrink wrap torn, the bottles inside intact', 'packaging_damaged'],
      ['bags torn, flour on the floor', 'packaging_breached'],
      ['film ripped, contents fine but some jars leaking', 'packaging_breached'],
    ],
    not: [['shrink wrap torn, the bottles inside intact', 'packaging_breached']],
  },
  de: {
    finds: [['Folie eingerissen, Pralinen unbeschädigt', 'packaging_damaged']],
    not: [['Folie eingerissen, Pralinen unbeschädigt', 'packaging_breached']],
  },
  it: {
    finds: [
      ['cellophane strappato, le confezioni interne integre', 'packaging_damaged'],
      ['sacchi strappati', 'packaging_breached'],
    ],
  },
  fr: {
    finds: [['film déchiré, boîtes intactes', 'packaging_damaged']],
    not: [['film déchiré, boîtes intactes', 'packaging_breached']],
  },
  sl: {
    finds: [
      ['folija raztrgana, bonboniere nepoškodovane', 'packaging_damaged'],
      ['vreče raztrgane', 'packaging_breached'],
    ],
  },
});

check('blemishes and worms are told apart from rot', {
  en: {
    finds: [
      ['a few apples with bruises and hail damage', 'blemished'],
      ['some are wormy', 'wormy'],
      ['some are rotten', 'spoiled'],
    ],
    not: [['some are wormy', 'spoiled']],
  },
  de: {
    finds: [
      ['Äpfel mit Druckstellen vom Hagel', 'blemished'],
      ['ein paar wurmstichig', 'wormy'],
    ],
    not: [['ein paar wurmstichig', 'spoiled']],
  },
  it: {
    finds: [
      ['alcune mele bacate', 'wormy'],
      ['pesche grandinate', 'blemished'],
    ],
  },
  fr: {
    finds: [
      ['quelques pommes véreuses', 'wormy'],
      ['poires talées', 'blemished'],
      ['quelques pommes pourries', 'spoiled'],
    ],
  },
  sl: {
    finds: [
      ['hruške obtolčene', 'blemished'],
      ['nekaj je črvivih', 'wormy'],
    ],
    not: [['nekaj je črvivih, nič gnilega', 'spoiled']],
  },
});

check('a best-before date that names ‘use’ is a best-before date', {
  en: {
    finds: [['best to use before 10/2026', 'past_best_before']],
    not: [['best to use before 10/2026', 'past_use_by']],
  },
  de: {
    finds: [['am besten verbrauchen bis 10/2026', 'past_best_before']],
    not: [['am besten verbrauchen bis 10/2026', 'past_use_by']],
  },
  sl: {
    finds: [
      ['najboljše porabiti do 08/2026', 'past_best_before'],
      ['porabiti do 20.11.2026', 'past_use_by'],
    ],
    not: [['najboljše porabiti do 08/2026', 'past_use_by']],
  },
});

describe('thawing told with the cold it was done in', () => {
  const read = (...texts: string[]) => readConditionCues(texts, TODAY).map((c) => c.cue);
  it.each([
    ['en', 'thawed prawns', 'thawed in the fridge since yesterday'],
    ['it', 'gamberi scongelati', 'scongelati in cella a 2 gradi'],
    ['sl', 'odmrznjeni file', 'odmrznjeno v hladilniku'],
  ])('%s: a bare ‘%s’ in the name is that thawing', (_language, name, notes) => {
    expect(read(name, notes)).not.toContain('thawed');
  });
  it('an uncontrolled thawing stays, though the food is in the cold now', () => {
    expect(read('thawed chicken', 'boxes thawed on the truck, now in the cold room')).toContain(
      'thawed',
    );
  });
});

describe('what the reader quotes', () => {
  it('quotes the temperature and the hours it read', () => {
    expect(wordsOf('warm_hours', 'log: +9C for about 7 hrs')).toBe('9C for about 7 hrs');
  });
  it('answers a named pathogen as the recall it is', () => {
    expect(wordsOf('recalled', 'Listeria monocytogenes found in the batch')).toBe('Listeria');
  });
});
