import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetSolution } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import { systemPrompt } from './llm-reasoning';
import { engineMatch, reasoningLocale, surplusReading } from './match-solutions';
import { reasoningText } from './reasoning';
import {
  defaultTranslationsDir,
  loadSolutionTranslations,
  localizeSolution,
  parseSolutionTranslation,
  SolutionTranslationError,
} from './solution-translations';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function translationDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-translations-'));
  tempDirs.push(dir);
  for (const [name, json] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), JSON.stringify(json));
  }
  return dir;
}

const ids = new Set(['reuse-food-bank', 'energy-biogas']);
const german = {
  language: 'de',
  about: 'Test',
  solutions: { 'reuse-food-bank': { process_name: 'Spende an eine Tafel' } },
};

describe('catalogue translations', () => {
  it('reads the files that exist; a missing language is no translation', async () => {
    const loaded = await loadSolutionTranslations(translationDir({ 'de.json': german }), ids);
    expect(Object.keys(loaded)).toEqual(['de']);
    expect(loaded.de?.get('reuse-food-bank')).toEqual({ process_name: 'Spende an eine Tafel' });
    expect(await loadSolutionTranslations(translationDir({}), ids)).toEqual({});
  });

  it('flags drift strictly, yet serves what still fits when a catalogue release drops a solution', async () => {
    const drifted = {
      ...german,
      solutions: { ...german.solutions, 'no-such-solution': { process_name: 'X' } },
    };
    // The check of the shipped files refuses it...
    expect(() => parseSolutionTranslation('de.json', 'de', drifted, ids)).toThrow(
      /no-such-solution/,
    );
    // ...while a running server keeps the texts that still match and reports nothing broken.
    const problems: string[] = [];
    const dir = translationDir({ 'de.json': drifted });
    const loaded = await loadSolutionTranslations(dir, ids, (m) => problems.push(m));
    expect(loaded.de?.get('reuse-food-bank')).toEqual({ process_name: 'Spende an eine Tafel' });
    expect(loaded.de?.has('no-such-solution')).toBe(false);
    expect(problems).toEqual([]);
  });

  it('answers in English, and reports it, when a translation file is broken', async () => {
    const problems: string[] = [];
    const dir = translationDir({ 'de.json': { ...german, language: 'fr' } });
    expect(await loadSolutionTranslations(dir, ids, (m) => problems.push(m))).toEqual({});
    expect(problems).toEqual([
      expect.stringMatching(/solution texts in de not used: .*expected "de"/),
    ]);
  });

  it('refuses a file of the wrong language, unknown fields and empty texts', () => {
    const parse = (json: unknown) => () => parseSolutionTranslation('de.json', 'de', json, ids);
    expect(parse({ ...german, language: 'fr' })).toThrow(/expected "de"/);
    const unknownField = { 'reuse-food-bank': { solution_category: 'Spende' } };
    expect(parse({ ...german, solutions: unknownField })).toThrow(SolutionTranslationError);
    const empty = { 'reuse-food-bank': { description: ' ' } };
    expect(parse({ ...german, solutions: empty })).toThrow(/description/);
  });

  it('overlays only the five texts and keeps English where a field is missing', async () => {
    const snapshot = await shippedCatalogue();
    const english = snapshot.responses.get('reuse-food-bank') as DatasetSolution;
    const translations = await loadSolutionTranslations(
      translationDir({ 'de.json': german }),
      new Set(snapshot.responses.keys()),
    );
    const shown = localizeSolution(english, translations, 'de');
    expect(shown).toEqual({ ...english, process_name: 'Spende an eine Tafel' });
    expect(localizeSolution(english, translations, 'fr')).toBe(english);
    expect(localizeSolution(english, translations, 'en')).toBe(english);
  });
});

describe('the shipped translation files (data/solutions/translations)', () => {
  const languages = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');
  it.for(languages)(
    '%s.json, when it exists, covers every solution with a name and a description',
    async (language, { skip }) => {
      const file = path.join(defaultTranslationsDir(), `${language}.json`);
      if (!existsSync(file)) skip(`${file} does not exist yet`);
      const snapshot = await shippedCatalogue();
      const catalogueIds = new Set(snapshot.responses.keys());
      const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const texts = parseSolutionTranslation(file, language, json, catalogueIds);
      const incomplete = [...catalogueIds].filter(
        (id) => !texts.get(id)?.process_name || !texts.get(id)?.description,
      );
      expect(incomplete).toEqual([]);
    },
  );
});

describe('reasoning in the request language', () => {
  it.each([
    ['en', 'No surplus details were given, so solutions that take most kinds of food come first'],
    ['de', 'Es wurden keine Angaben zum Überschuss gemacht, daher stehen Lösungen'],
    ['sl', 'Podatkov o presežku niste navedli, zato so na vrhu rešitve'],
    ['it', "Non sono stati forniti dettagli sull'eccedenza, quindi vengono prima"],
    ['fr', "Aucun détail sur le surplus n'a été indiqué, les solutions"],
  ] as const)('%s starts with the expected sentence', async (language, start) => {
    const snapshot = await shippedCatalogue();
    // Nothing but the user's word that the surplus is edible: broad routes, said so.
    const { outcome, ctx } = engineMatch(snapshot, null, { condition: 'edible' }, null);
    const text = reasoningText(outcome.matches[0]!, ctx, reasoningLocale(snapshot, {}, language));
    expect(text.startsWith(start)).toBe(true);
  });

  it.each([
    ['en', 'We could not tell what "Qwertz" is, so no route is ranked for it.'],
    ['de', 'Wir konnten nicht erkennen, was „Qwertz“ ist; darum wird kein Weg dafür gereiht.'],
    ['sl', 'Nismo mogli ugotoviti, kaj je »Qwertz«, zato ne razvrščamo poti.'],
    ['it', 'Non abbiamo capito che cosa sia «Qwertz», quindi non ordiniamo soluzioni.'],
    ['fr', "Nous n'avons pas compris ce qu'est « Qwertz » ; aucune voie n'est donc classée."],
  ] as const)('%s says plainly when it cannot read the surplus', async (language, start) => {
    const snapshot = await shippedCatalogue();
    const { outcome, ctx } = engineMatch(snapshot, null, { surplusName: 'Qwertz' }, null);
    const reading = surplusReading(outcome, ctx, reasoningLocale(snapshot, {}, language));
    expect(outcome.matches).toEqual([]);
    expect(reading.readable).toBe(false);
    expect(reading.message!.startsWith(start)).toBe(true);
  });

  it.each([
    ['de', 'Wir verstehen „Brot“ als Brot; diese Lösung nimmt Brot'],
    ['sl', '»Brot« razumemo kot: kruh; ta rešitev izrecno sprejema: kruh'],
    ['it', 'Abbiamo interpretato «Brot» come: pane; questa soluzione accetta esplicitamente: pane'],
    ['fr', 'Nous avons interprété «\u00a0Brot\u00a0» ainsi\u00a0: pain\u00a0;'],
  ] as const)('%s names the food in its own words', async (language, start) => {
    const snapshot = await shippedCatalogue();
    const { outcome, ctx } = engineMatch(snapshot, null, { surplusName: 'Brot' }, null);
    const byName = outcome.matches.find((m) => m.facts.fitKind === 'name')!;
    const text = reasoningText(byName, ctx, reasoningLocale(snapshot, {}, language));
    expect(text.startsWith(start), text).toBe(true);
  });

  it('names a solution by its translated name', async () => {
    const snapshot = await shippedCatalogue();
    const { outcome, ctx } = engineMatch(snapshot, null, { surplusName: 'leftovers' }, null);
    const mixed = outcome.matches.find((m) => m.facts.fitKind === 'mixed')!;
    const translations = {
      de: new Map([[mixed.solution.id, { process_name: 'Übersetzter Name' }]]),
    };
    const text = reasoningText(mixed, ctx, reasoningLocale(snapshot, translations, 'de'));
    expect(text).toMatch(/^Übersetzter Name nimmt die meisten Arten von Lebensmitteln an/);
    expect(reasoningText(mixed, ctx)).toMatch(
      new RegExp(`^${mixed.solution.processName} takes most kinds of food`),
    );
  });

  it('asks the model to write in the request language, formally', () => {
    expect(systemPrompt()).toContain('per solution in English, addressing the user as "you".');
    expect(systemPrompt('de')).toContain('in German, addressing the user formally as "Sie"');
    expect(systemPrompt('sl')).toContain('in Slovenian');
    expect(systemPrompt('it')).toContain('in Italian');
    expect(systemPrompt('fr')).toContain('in French');
  });
});
