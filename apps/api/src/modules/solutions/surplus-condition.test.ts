import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import {
  conditionCuesFile,
  cuePhrase,
  defaultConditionCuesDir,
  loadConditionCues,
} from './condition-cues-schema';
import { CONDITION_CUES, HAZARD_CUES, type ConditionCue } from './condition-types';
import { readConditionCues } from './surplus-condition';

// The notes reader on what people write about a surplus, in the five languages: negation, dates
// said in everyday ways, hours out of the cold, the packaging, mould by its look, and the normal
// descriptions it must leave alone. Each case is what the reader finds in one text.

const TODAY = new Date(Date.UTC(2026, 10, 24));
const cuesOf = (...texts: string[]) => readConditionCues(texts, TODAY).map((c) => c.cue);
const wordsOf = (cue: ConditionCue, ...texts: string[]) =>
  readConditionCues(texts, TODAY).find((c) => c.cue === cue)?.words;

type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** Per language: texts in which the reader finds the cue, and texts in which it must not. */
type Cases = Record<Language, { finds: [string, ConditionCue][]; not: [string, ConditionCue][] }>;

function check(title: string, cases: Cases) {
  describe(title, () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const { finds, not } = cases[language];
      it.each(finds)(`${language}: finds in "%s" the cue %s`, (text, cue) => {
        expect(cuesOf(text)).toContain(cue);
      });
      it.each(not)(`${language}: does not find in "%s" the cue %s`, (text, cue) => {
        expect(cuesOf(text)).not.toContain(cue);
      });
    }
  });
}

describe('the phrase files (data/solutions/condition-cues)', () => {
  const files = loadConditionCues();
  it('has one valid file per language and nothing else', () => {
    const names = readdirSync(defaultConditionCuesDir()).sort();
    expect(names).toEqual(SUPPORTED_LANGUAGES.map((l) => `${l}.json`).sort());
    for (const name of names) {
      const json: unknown = JSON.parse(
        readFileSync(path.join(defaultConditionCuesDir(), name), 'utf8'),
      );
      expect(conditionCuesFile.safeParse(json).success).toBe(true);
    }
  });
  it('has the same groups, each with phrases, for the same cue in every language', () => {
    const groups = Object.keys(files.en.cues).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      const file = files[language];
      expect(Object.keys(file.cues).sort(), language).toEqual(groups);
      for (const id of groups) {
        expect(file.cues[id]?.cue, `${language} ${id}`).toBe(files.en.cues[id]?.cue);
        expect(file.cues[id]?.phrases.length, `${language} ${id}`).toBeGreaterThan(0);
      }
      expect(file.negation.before.length, language).toBeGreaterThan(0);
      expect(file.clause_breaks.length, language).toBeGreaterThan(0);
      expect(Object.keys(file.numbers).length, language).toBeGreaterThan(0);
      expect(file.time_temperature.hours.length, language).toBeGreaterThan(0);
    }
  });
  it('says every cue in every language, except the cues of the dates and temperatures', () => {
    // The dates section says the date cues; hours at a warm temperature are read from numbers.
    const dateCues: ConditionCue[] = ['past_use_by', 'past_best_before', 'past_date', 'warm_hours'];
    for (const language of SUPPORTED_LANGUAGES) {
      const said = new Set(Object.values(files[language].cues).map((g) => g.cue));
      for (const cue of CONDITION_CUES) {
        if (!dateCues.includes(cue)) expect(said.has(cue), `${language} ${cue}`).toBe(true);
      }
    }
  });
  it('refuses a phrase the reader cannot read, and a broken file when it loads', () => {
    for (const bad of ['two  spaces', ' mould', 'mo*uld', 'a*|b', '']) {
      expect(cuePhrase.safeParse(bad).success, bad).toBe(false);
    }
    for (const good of [
      'mould*',
      '*schimmel*',
      'green|blue spots',
      'vor # Tagen',
      "restes d'assiette*",
    ]) {
      expect(cuePhrase.safeParse(good).success, good).toBe(true);
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'condition-cues-'));
    try {
      for (const language of SUPPORTED_LANGUAGES) {
        const file = { ...files[language], ...(language === 'it' ? { cues: { x: {} } } : {}) };
        writeFileSync(path.join(dir, `${language}.json`), JSON.stringify(file));
      }
      expect(() => loadConditionCues(dir)).toThrow(/it\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('counts hours out of the cold as a hazard', () => {
    expect(HAZARD_CUES).toContain('time_temperature_abuse');
    expect(HAZARD_CUES).not.toContain('packaging_breached');
    expect(HAZARD_CUES).not.toContain('packaging_damaged');
  });
});

check('negation: a negated cue is not found', {
  en: {
    finds: [
      ['no meat, but mouldy', 'spoiled'],
      ['not chilled and mouldy', 'spoiled'],
      ['mouldy', 'spoiled'],
      ['expired', 'past_date'],
      ['not sure, expired', 'past_date'],
    ],
    not: [
      ['not mouldy', 'spoiled'],
      ['no sign of mould', 'spoiled'],
      ['never expired', 'past_date'],
      ['not expired', 'past_date'],
      ['mould-free', 'spoiled'],
      ["isn't mouldy", 'spoiled'],
      ['free from mould', 'spoiled'],
      ['mould: none', 'spoiled'],
      ['cold chain not broken', 'cold_chain_broken'],
      ['no listeria', 'recalled'],
      ['without mould and rotting', 'spoiled'],
    ],
  },
  de: {
    finds: [
      ['kein Fleisch, aber verschimmelt', 'spoiled'],
      ['nicht gekühlt und schimmlig', 'spoiled'],
      ['verschimmelt', 'spoiled'],
      ['abgelaufen', 'past_date'],
      ['MHD Ende Mai abgelaufen', 'past_best_before'],
    ],
    not: [
      ['kein Schimmel', 'spoiled'],
      ['nicht verschimmelt', 'spoiled'],
      ['nie abgelaufen', 'past_date'],
      ['nicht abgelaufen', 'past_date'],
      ['schimmelfrei', 'spoiled'],
      ['frei von Schimmel', 'spoiled'],
      ['Schimmel: keiner', 'spoiled'],
      ['Kühlkette nicht unterbrochen', 'cold_chain_broken'],
      ['keine Schimmel- und Fäulnisspuren', 'spoiled'],
      ['ohne Schimmel und Fäulnis', 'spoiled'],
    ],
  },
  it: {
    finds: [
      ['senza carne, ma ammuffito', 'spoiled'],
      ['ammuffito', 'spoiled'],
      ['scaduto', 'past_date'],
      ['non so, forse scaduto', 'past_date'],
      ['pane con muffa', 'spoiled'],
      ['non refrigerato e ammuffito', 'spoiled'],
    ],
    not: [
      ['non ammuffito', 'spoiled'],
      ['nessuna muffa', 'spoiled'],
      ['senza muffa', 'spoiled'],
      ['privo di muffa', 'spoiled'],
      ['mai scaduto', 'past_date'],
      ['non è scaduto', 'past_date'],
      ['nessuna traccia di muffa', 'spoiled'],
      ['muffa: assente', 'spoiled'],
      ['senza muffa e marciume', 'spoiled'],
    ],
  },
  fr: {
    finds: [
      ['sans viande, mais moisi', 'spoiled'],
      ['moisi', 'spoiled'],
      ['périmé', 'past_date'],
      ['pas sûr, peut-être périmé', 'past_date'],
      ['pain avec moisissure', 'spoiled'],
    ],
    not: [
      ['sans moisissure', 'spoiled'],
      ['pas de moisissure', 'spoiled'],
      ["n'est pas moisi", 'spoiled'],
      ['jamais périmé', 'past_date'],
      ['non périmé', 'past_date'],
      ['aucune trace de moisissure', 'spoiled'],
      ['moisissure : aucune', 'spoiled'],
      ['ni moisissure ni pourriture', 'spoiled'],
      ['sans moisissure et pourriture', 'spoiled'],
    ],
  },
  sl: {
    finds: [
      ['brez mesa, ampak plesniv', 'spoiled'],
      ['plesniv', 'spoiled'],
      ['pretečen', 'past_date'],
      ['ne vem, mogoče pretečen', 'past_date'],
      ['kruh s plesnijo', 'spoiled'],
      ['ni hlajeno in plesnivo', 'spoiled'],
    ],
    not: [
      ['brez plesni', 'spoiled'],
      ['ni plesniv', 'spoiled'],
      ['ni pretečen', 'past_date'],
      ['nobene plesni', 'spoiled'],
      ['plesni ni', 'spoiled'],
      ['kruh ni plesniv', 'spoiled'],
      ['hladna veriga ni bila prekinjena', 'cold_chain_broken'],
      ['brez plesni in gnilobe', 'spoiled'],
    ],
  },
});

check('dates said in everyday ways', {
  en: {
    finds: [
      ['the use-by was yesterday', 'past_use_by'],
      ['use by date was 2 days ago', 'past_use_by'],
      ['since Monday past its date', 'past_date'],
      ['use by: three days ago', 'past_use_by'],
      ['best before last week', 'past_best_before'],
      ['expired, but it is only the best-before date', 'past_best_before'],
      ['use by 20.11.', 'past_use_by'],
      ['use by 23 November 2026', 'past_use_by'],
    ],
    not: [
      ['use by today', 'past_use_by'],
      ['use by tomorrow', 'past_use_by'],
      ['use by 30 November 2026', 'past_use_by'],
      ['expires tomorrow', 'past_date'],
      ['best before 30.11.2026', 'past_best_before'],
      ['expired, but it is only the best-before date', 'past_date'],
      ['made yesterday', 'past_date'],
    ],
  },
  de: {
    finds: [
      ['seit gestern abgelaufen', 'past_date'],
      ['Verbrauchsdatum war gestern', 'past_use_by'],
      ['zu verbrauchen bis vorgestern', 'past_use_by'],
      ['MHD seit 2 Tagen überschritten', 'past_best_before'],
      ['abgelaufen, ist aber nur das MHD', 'past_best_before'],
      ['Verbrauchsdatum letzten Freitag', 'past_use_by'],
      ['Verbrauchsdatum 23. November', 'past_use_by'],
    ],
    not: [
      ['Verbrauchsdatum heute', 'past_use_by'],
      ['zu verbrauchen bis morgen', 'past_use_by'],
      ['zu verbrauchen bis 30. November', 'past_use_by'],
      ['läuft morgen ab', 'past_date'],
      ['MHD abgelaufen', 'past_date'],
      ['Verbrauchsdatum steht hier', 'past_use_by'],
      ['gestern gebacken', 'past_date'],
    ],
  },
  it: {
    finds: [
      ['scaduto da tre giorni', 'past_date'],
      ['data di scadenza ieri', 'past_use_by'],
      ['da consumarsi entro ieri', 'past_use_by'],
      ['TMC superato da una settimana', 'past_best_before'],
      ['da consumarsi preferibilmente entro la settimana scorsa', 'past_best_before'],
      ['scaduti, ma è solo il TMC', 'past_best_before'],
      ['scadenza 20 novembre', 'past_date'],
    ],
    not: [
      ['da consumare entro oggi', 'past_use_by'],
      ['da consumare entro domani', 'past_use_by'],
      ['da consumare entro il 30 novembre', 'past_use_by'],
      ['da consumarsi preferibilmente entro ieri', 'past_use_by'],
      ['passata di pomodoro, TMC 12/2027', 'past_best_before'],
      ['sfornato ieri', 'past_date'],
    ],
  },
  fr: {
    finds: [
      ['la DLC était hier', 'past_use_by'],
      ['DLC dépassée depuis 2 jours', 'past_use_by'],
      ["à consommer jusqu'au 20/11/2026", 'past_use_by'],
      ['DDM passée depuis lundi', 'past_best_before'],
      ['périmé, mais seulement la DDM', 'past_best_before'],
      ['date de péremption avant-hier', 'past_date'],
      ['DLC 20 novembre', 'past_use_by'],
    ],
    not: [
      ["DLC aujourd'hui", 'past_use_by'],
      ['DLC demain', 'past_use_by'],
      ['DLC 30 novembre', 'past_use_by'],
      ['à consommer de préférence avant hier', 'past_use_by'],
      ['cuit hier', 'past_date'],
      ['DDM 12/2027', 'past_best_before'],
    ],
  },
  sl: {
    finds: [
      ['rok uporabe je bil včeraj', 'past_date'],
      ['pretečeno pred dvema dnevoma', 'past_date'],
      ['porabiti do včeraj', 'past_use_by'],
      ['uporabno najmanj do prejšnji teden', 'past_best_before'],
      ['rok porabe je potekel predvčerajšnjim', 'past_use_by'],
      ['pretečeno, ampak samo najmanj do', 'past_best_before'],
      ['rok porabe 20. novembra', 'past_use_by'],
    ],
    not: [
      ['porabiti do danes', 'past_use_by'],
      ['rok porabe jutri', 'past_use_by'],
      ['porabiti do 30. novembra', 'past_use_by'],
      ['uporabno najmanj do 3.4.2027', 'past_best_before'],
      ['pečeno včeraj', 'past_date'],
      ['ni pretečeno', 'past_date'],
    ],
  },
});

check('time and temperature abuse', {
  en: {
    finds: [
      ['the cooling unit failed for 6 hours', 'time_temperature_abuse'],
      ['fridge broke down overnight', 'time_temperature_abuse'],
      ['stood on the buffet for 4 hours', 'time_temperature_abuse'],
      ['on display all day', 'time_temperature_abuse'],
      ['on the hot counter since noon', 'time_temperature_abuse'],
      ['left out overnight', 'time_temperature_abuse'],
    ],
    not: [
      ['kept chilled', 'time_temperature_abuse'],
      ['stored chilled', 'time_temperature_abuse'],
      ['chilled overnight', 'time_temperature_abuse'],
      ['on the buffet for 1 hour', 'time_temperature_abuse'],
      ['in the chilled display all day', 'time_temperature_abuse'],
      ['kept chilled', 'cold_chain_broken'],
    ],
  },
  de: {
    finds: [
      ['Kühlung ausgefallen', 'time_temperature_abuse'],
      ['über Nacht stehen gelassen', 'time_temperature_abuse'],
      ['stand 5 Stunden am Buffet', 'time_temperature_abuse'],
      ['den ganzen Tag in der Auslage', 'time_temperature_abuse'],
      ['Kühlschrank über Nacht ausgefallen', 'time_temperature_abuse'],
      ['Stromausfall am Wochenende', 'time_temperature_abuse'],
    ],
    not: [
      ['im Kühlschrank über Nacht', 'time_temperature_abuse'],
      ['gekühlt gelagert', 'time_temperature_abuse'],
      ['über Nacht im Kühlraum', 'time_temperature_abuse'],
      ['eine Stunde am Buffet', 'time_temperature_abuse'],
      ['Kühlung nicht ausgefallen', 'time_temperature_abuse'],
    ],
  },
  it: {
    finds: [
      ['lasciato fuori tutta la notte', 'time_temperature_abuse'],
      ['frigo guasto', 'time_temperature_abuse'],
      ['esposto al buffet per 5 ore', 'time_temperature_abuse'],
      ['in vetrina tutto il giorno', 'time_temperature_abuse'],
      ['sul banco caldo da mezzogiorno', 'time_temperature_abuse'],
    ],
    not: [
      ['frigo guasto', 'spoiled'],
      ['conservato in frigo tutta la notte', 'time_temperature_abuse'],
      ['in vetrina refrigerata tutto il giorno', 'time_temperature_abuse'],
      ['al buffet per 2 ore', 'time_temperature_abuse'],
      ['sempre refrigerato', 'cold_chain_broken'],
    ],
  },
  fr: {
    finds: [
      ['resté au buffet 5 heures', 'time_temperature_abuse'],
      ['panne de frigo', 'time_temperature_abuse'],
      ['laissé dehors toute la nuit', 'time_temperature_abuse'],
      ['en vitrine toute la journée', 'time_temperature_abuse'],
      ['frigo en panne depuis hier', 'time_temperature_abuse'],
    ],
    not: [
      ['conservé au frigo toute la nuit', 'time_temperature_abuse'],
      ['en chambre froide toute la nuit', 'time_temperature_abuse'],
      ['au buffet pendant 1 heure', 'time_temperature_abuse'],
      ['panne de frigo', 'spoiled'],
      ['toujours réfrigéré', 'cold_chain_broken'],
    ],
  },
  sl: {
    finds: [
      ['hladilnik se je pokvaril', 'time_temperature_abuse'],
      ['čez noč na sobni temperaturi', 'time_temperature_abuse'],
      ['stalo je na pultu 5 ur', 'time_temperature_abuse'],
      ['v vitrini ves dan', 'time_temperature_abuse'],
      ['izpad elektrike', 'time_temperature_abuse'],
    ],
    not: [
      ['čez noč v hladilniku', 'time_temperature_abuse'],
      ['shranjeno hlajeno', 'time_temperature_abuse'],
      ['na pultu eno uro', 'time_temperature_abuse'],
      ['pokvarjen hladilnik', 'spoiled'],
      ['ves čas hlajeno', 'cold_chain_broken'],
    ],
  },
});

check('packaging: breached, damaged, swollen', {
  en: {
    finds: [
      ['torn bags', 'packaging_breached'],
      ['leaking cartons', 'packaging_breached'],
      ['opened customer returns', 'packaging_breached'],
      ['returns that were opened', 'packaging_breached'],
      ['dented cans', 'packaging_damaged'],
      ['crushed outer box', 'packaging_damaged'],
      ['swollen cans', 'spoiled'],
    ],
    not: [
      ['dented cans', 'spoiled'],
      ['unopened', 'packaging_breached'],
      ['never opened', 'packaging_breached'],
      ['split peas', 'packaging_breached'],
      ['crushed tomatoes', 'packaging_damaged'],
    ],
  },
  de: {
    finds: [
      ['Säcke aufgerissen', 'packaging_breached'],
      ['Milch ausgelaufen', 'packaging_breached'],
      ['geöffnete Retouren', 'packaging_breached'],
      ['Dosen verbeult', 'packaging_damaged'],
      ['Umverpackung beschädigt', 'packaging_damaged'],
      ['Dosen bombiert', 'spoiled'],
    ],
    not: [
      ['ungeöffnet', 'packaging_breached'],
      ['ausgelaufener Artikel', 'packaging_breached'],
      ['Umverpackung beschädigt', 'spoiled'],
      ['lecker', 'packaging_breached'],
      ['Verpackung unbeschädigt', 'packaging_damaged'],
    ],
  },
  it: {
    finds: [
      ['confezione strappata', 'packaging_breached'],
      ['confezione aperta', 'packaging_breached'],
      ['resi aperti', 'packaging_breached'],
      ['lattine ammaccate', 'packaging_damaged'],
      ['scatole schiacciate', 'packaging_damaged'],
      ['lattine rigonfie', 'spoiled'],
    ],
    not: [
      ['non aperto', 'packaging_breached'],
      ['confezione integra', 'packaging_breached'],
      ['schiacciata toscana', 'packaging_damaged'],
      ['lattine ammaccate', 'spoiled'],
      ['consumare entro 3 giorni dopo apertura', 'packaging_breached'],
    ],
  },
  fr: {
    finds: [
      ['emballage déchiré', 'packaging_breached'],
      ['emballage ouvert', 'packaging_breached'],
      ['retours ouverts', 'packaging_breached'],
      ['boîtes cabossées', 'packaging_damaged'],
      ['carton écrasé', 'packaging_damaged'],
      ['conserves bombées', 'spoiled'],
    ],
    not: [
      ['non ouvert', 'packaging_breached'],
      ['jamais ouvert', 'packaging_breached'],
      ['purée de pommes de terre écrasées', 'packaging_damaged'],
      ['boîtes cabossées', 'spoiled'],
      ['emballage intact', 'packaging_breached'],
    ],
  },
  sl: {
    finds: [
      ['raztrgana embalaža', 'packaging_breached'],
      ['odprta embalaža', 'packaging_breached'],
      ['odprta vračila', 'packaging_breached'],
      ['zmečkana škatla', 'packaging_damaged'],
      ['udrte pločevinke', 'packaging_damaged'],
      ['napihnjena pločevinka', 'spoiled'],
    ],
    not: [
      ['neodprto', 'packaging_breached'],
      ['originalna embalaža', 'packaging_breached'],
      ['zmečkana škatla', 'spoiled'],
      ['embalaža ni poškodovana', 'packaging_damaged'],
      ['neodprta embalaža', 'packaging_breached'],
    ],
  },
});

check('mould by its look', {
  en: {
    finds: [
      ['white fuzz on the bread', 'spoiled'],
      ['green spots', 'spoiled'],
      ['furry oranges', 'spoiled'],
      ['grey fuzz on top', 'spoiled'],
      ['blue-green spots on the lemons', 'spoiled'],
    ],
    not: [
      ['green beans', 'spoiled'],
      ['blue cheese', 'spoiled'],
      ['camembert with a white rind', 'spoiled'],
      ['gorgonzola', 'spoiled'],
      ['potatoes and green beans', 'greened'],
      ['no green spots', 'spoiled'],
    ],
  },
  de: {
    finds: [
      ['pelzig', 'spoiled'],
      ['grüne Flecken', 'spoiled'],
      ['flaumig', 'spoiled'],
      ['weißer Flaum auf dem Brot', 'spoiled'],
      ['grünlicher Belag', 'spoiled'],
    ],
    not: [
      ['Edelschimmel', 'spoiled'],
      ['Blauschimmelkäse', 'spoiled'],
      ['grüne Bohnen', 'spoiled'],
      ['flaumiger Germteig', 'spoiled'],
      ['schön flaumiger Kaiserschmarrn', 'spoiled'],
      ['Camembert mit weißem Flaum', 'spoiled'],
    ],
  },
  it: {
    finds: [
      ['macchie verdi', 'spoiled'],
      ['peluria bianca sul pane', 'spoiled'],
      ['puntini bluastri', 'spoiled'],
      ['lanugine grigia', 'spoiled'],
      ['macchioline verdi sulle arance', 'spoiled'],
    ],
    not: [
      ['gorgonzola', 'spoiled'],
      ['fagiolini verdi', 'spoiled'],
      ['pesche con la loro peluria', 'spoiled'],
      ['formaggio erborinato', 'spoiled'],
      ['nessuna macchia verde', 'spoiled'],
    ],
  },
  fr: {
    finds: [
      ['duvet blanc', 'spoiled'],
      ['taches vertes', 'spoiled'],
      ['pain avec du duvet', 'spoiled'],
      ['points bleus sur le pain', 'spoiled'],
      ['oranges poilues', 'spoiled'],
    ],
    not: [
      ['camembert', 'spoiled'],
      ['haricots verts', 'spoiled'],
      ['roquefort', 'spoiled'],
      ['pêches avec leur duvet', 'spoiled'],
      ['aucune tache verte', 'spoiled'],
    ],
  },
  sl: {
    finds: [
      ['zelene pike', 'spoiled'],
      ['puhasto', 'spoiled'],
      ['bela puhasta prevleka', 'spoiled'],
      ['zelene lise na kruhu', 'spoiled'],
      ['modrozelene pike', 'spoiled'],
    ],
    not: [
      ['zeleni fižol', 'spoiled'],
      ['puhasto testo', 'spoiled'],
      ['gorgonzola', 'spoiled'],
      ['brez zelenih pik', 'spoiled'],
      ['camembert', 'spoiled'],
    ],
  },
});

check('normal descriptions are not read as hazards, by-products or plate waste', {
  en: {
    finds: [
      ['plate waste', 'served'],
      ['returned from the tables', 'served'],
    ],
    not: [
      ['stored chilled', 'needs_processing'],
      ['kept chilled', 'cold_chain_broken'],
      ['leftover pastries from the shop', 'served'],
      ['best served chilled', 'served'],
      ['ready to be served', 'served'],
      ['never served', 'served'],
    ],
  },
  de: {
    finds: [
      ['Tellerreste', 'served'],
      ['bereits serviert', 'served'],
    ],
    not: [
      ['gekühlt gelagert', 'needs_processing'],
      ['gekühlt gelagert', 'cold_chain_broken'],
      ['übrig gebliebene Croissants', 'served'],
      ['kann kalt serviert werden', 'served'],
      ['nie serviert', 'served'],
      ['Rohmilchkäse', 'needs_processing'],
    ],
  },
  it: {
    finds: [
      ['avanzi dei piatti', 'served'],
      ['tornati dai tavoli', 'served'],
    ],
    not: [
      ['conservato in frigo', 'needs_processing'],
      ['conservato in frigo', 'cold_chain_broken'],
      ['cornetti avanzati dal negozio', 'served'],
      ['mai servito', 'served'],
      ['formaggio a latte crudo', 'needs_processing'],
    ],
  },
  fr: {
    finds: [
      ["restes d'assiettes", 'served'],
      ['déjà servi', 'served'],
    ],
    not: [
      ['conservé au frais', 'needs_processing'],
      ['conservé au frais', 'cold_chain_broken'],
      ['viennoiseries invendues de la boutique', 'served'],
      ['paquet entamé', 'served'],
      ['fromage au lait cru', 'needs_processing'],
      ['à servir frais', 'served'],
    ],
  },
  sl: {
    finds: [
      ['ostanki s krožnikov', 'served'],
      ['že postreženo', 'served'],
    ],
    not: [
      ['shranjeno v hladilniku', 'needs_processing'],
      ['shranjeno v hladilniku', 'cold_chain_broken'],
      ['neprodani rogljički iz trgovine', 'served'],
      ['nepostreženo', 'served'],
      ['načeta embalaža', 'served'],
      ['sir iz surovega mleka', 'needs_processing'],
    ],
  },
});

describe('how we read it: the user’s own words', () => {
  it.each<[string, ConditionCue, string]>([
    ['Konserven BOMBÉS', 'spoiled', 'BOMBÉS'],
    ['Brot, leicht Verschimmelt an den Rändern', 'spoiled', 'Verschimmelt'],
    ['Yaourts: la DLC était hier, désolé', 'past_use_by', 'DLC était hier'],
    ['Jogurt, rok porabe je potekel včeraj', 'past_use_by', 'rok porabe je potekel včeraj'],
    ['Dosen mit Schimmel-Flecken', 'spoiled', 'Schimmel'],
    ['Salat stand über Nacht am Buffet', 'time_temperature_abuse', 'stand über Nacht am Buffet'],
    ["Restes d'assiettes", 'served', "Restes d'assiettes"],
  ])('quotes "%s" as typed for %s', (text, cue, words) => {
    expect(wordsOf(cue, text)).toBe(words);
  });
  it('quotes from the text that said it, among several', () => {
    expect(readConditionCues(['Joghurt', 'Kühlkette unterbrochen!'], TODAY)).toEqual([
      { cue: 'cold_chain_broken', words: 'Kühlkette unterbrochen' },
    ]);
  });
});
