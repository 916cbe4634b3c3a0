// Translations of the catalogue's user-facing texts (data/solutions/translations/<lang>.json).
// The engine always matches on the English catalogue; these texts only replace the wording of
// the answer. A missing file, solution or field falls back to English.
import path from 'node:path';
import type { DatasetSolution } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { z } from 'zod';
import { catalogueDir } from '../../importers/solution-catalogue.load';
import { readOptionalJson } from '../../lib/read-optional-json';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import type { CatalogueSnapshot } from './catalogue-cache';

const TRANSLATED_LANGUAGES = SUPPORTED_LANGUAGES.filter(
  (l): l is Exclude<Language, 'en'> => l !== 'en',
);

const text = z.string().trim().min(1);

/** The five texts of a solution a user reads; every one may be left untranslated. */
export const solutionTextsTranslation = z
  .object({
    process_name: text,
    solution_subcategory: text,
    description: text,
    general_constraints: text,
    solution_result: z.array(text).min(1),
  })
  .partial()
  .strict();
export type SolutionTexts = z.infer<typeof solutionTextsTranslation>;

export const solutionTranslationFile = z.object({
  language: z.enum(TRANSLATED_LANGUAGES),
  about: z.string().optional(),
  solutions: z.record(z.string(), solutionTextsTranslation),
});
export type SolutionTranslationFile = z.infer<typeof solutionTranslationFile>;

/** The translated texts by language, then by solution id. English has none: it is the catalogue. */
export type SolutionTranslations = Partial<Record<Language, Map<string, SolutionTexts>>>;

export class SolutionTranslationError extends Error {}

/** data/solutions/translations, beside the catalogue. */
export function defaultTranslationsDir(): string {
  return path.join(catalogueDir(defaultSeedDir()), 'translations');
}

/**
 * One translation file checked against the catalogue's ids; unknown ids mean the two drifted.
 * Strict (the shipped-file test) refuses them; otherwise they are left out, so an imported
 * catalogue release that drops a solution does not take the other languages down with it.
 */
export function parseSolutionTranslation(
  file: string,
  language: Language,
  json: unknown,
  catalogueIds: ReadonlySet<string>,
  { strict = true }: { strict?: boolean } = {},
): Map<string, SolutionTexts> {
  const parsed = solutionTranslationFile.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new SolutionTranslationError(`${file}: ${problems.join('; ')}`);
  }
  if (parsed.data.language !== language) {
    throw new SolutionTranslationError(
      `${file}: says language "${parsed.data.language}", expected "${language}"`,
    );
  }
  const unknown = Object.keys(parsed.data.solutions).filter((id) => !catalogueIds.has(id));
  if (!strict) {
    return new Map(Object.entries(parsed.data.solutions).filter(([id]) => catalogueIds.has(id)));
  }
  if (unknown.length > 0) {
    throw new SolutionTranslationError(
      `${file}: solutions not in the catalogue (catalogue and translation drifted): ${unknown.join(', ')}`,
    );
  }
  return new Map(Object.entries(parsed.data.solutions));
}

/**
 * Reads <dir>/<lang>.json for every language but English; a missing file is no translation. A
 * broken file is reported and that language answers in English: texts are never worth a 500.
 */
export async function loadSolutionTranslations(
  dir: string,
  catalogueIds: ReadonlySet<string>,
  onProblem: (message: string) => void = (message) => process.emitWarning(message),
): Promise<SolutionTranslations> {
  const result: SolutionTranslations = {};
  await Promise.all(
    TRANSLATED_LANGUAGES.map(async (language) => {
      const file = path.join(dir, `${language}.json`);
      try {
        const json = await readOptionalJson(file);
        if (json === undefined) return;
        result[language] = parseSolutionTranslation(file, language, json, catalogueIds, {
          strict: false,
        });
      } catch (error) {
        onProblem(`solution texts in ${language} not used: ${(error as Error).message}`);
      }
    }),
  );
  return result;
}

const loaded = new WeakMap<CatalogueSnapshot, Map<string, Promise<SolutionTranslations>>>();

/**
 * The translations that go with a catalogue snapshot, read once per snapshot (so a new catalogue
 * release re-reads and re-checks them). A failed read is not kept: the next request tries again.
 */
export function snapshotTranslations(
  snapshot: CatalogueSnapshot,
  dir: string = defaultTranslationsDir(),
): Promise<SolutionTranslations> {
  let byDir = loaded.get(snapshot);
  if (!byDir) loaded.set(snapshot, (byDir = new Map()));
  let translations = byDir.get(dir);
  if (!translations) {
    const loading = loadSolutionTranslations(dir, new Set(snapshot.responses.keys()));
    byDir.set(dir, (translations = loading));
    loading.catch(() => {
      if (byDir.get(dir) === loading) byDir.delete(dir);
    });
  }
  return translations;
}

/**
 * A catalogue solution with its five texts in the language, where translated, and its accepted
 * surplus names as the language calls these foods (`foodName`: the vocabulary's word).
 */
export function localizeSolution(
  solution: DatasetSolution,
  translations: SolutionTranslations,
  language: Language,
  foodName?: (englishName: string) => string,
): DatasetSolution {
  const labelled =
    foodName && language !== 'en'
      ? {
          ...solution,
          surplus_name_labels: solution.general_accepted_food_types.surplus_name.map(foodName),
        }
      : solution;
  const texts = translations[language]?.get(solution.solution_id);
  if (!texts) return labelled;
  return {
    ...labelled,
    process_name: texts.process_name ?? solution.process_name,
    solution_subcategory: texts.solution_subcategory ?? solution.solution_subcategory,
    description: texts.description ?? solution.description,
    general_constraints: texts.general_constraints ?? solution.general_constraints,
    solution_result: texts.solution_result ?? solution.solution_result,
  };
}

/** A solution's name in the language, for sentences that name it. */
export function localizedProcessName(
  id: string,
  english: string,
  translations: SolutionTranslations,
  language: Language,
): string {
  return translations[language]?.get(id)?.process_name ?? english;
}
