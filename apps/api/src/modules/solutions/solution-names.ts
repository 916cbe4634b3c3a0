// Every catalogue solution's name in each interface language. Saved surpluses, reports, figures
// and gaps keep a solution's id; each screen and document names it in its reader's language from
// here, so a name is never stuck in the language of the moment it was saved in.
import type { SolutionNames } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { precompute, type PrecomputedJson } from '../reference/reference-cache';
import { catalogueCache, type CatalogueSnapshot } from './catalogue-cache';
import {
  defaultTranslationsDir,
  localizedProcessName,
  snapshotTranslations,
  type SolutionTranslations,
} from './solution-translations';

export interface SolutionNamesSnapshot {
  /** Each language's names by solution id (English: the catalogue's own). */
  byLanguage: Record<Language, ReadonlyMap<string, string>>;
  /** GET /solutions/names per language, serialized once. */
  lists: Record<Language, PrecomputedJson>;
}

/** The names of a catalogue in every language; an untranslated one is the English name. */
export function buildSolutionNames(
  snapshot: Pick<CatalogueSnapshot, 'responses'>,
  translations: SolutionTranslations,
): SolutionNamesSnapshot {
  const byLanguage = {} as Record<Language, Map<string, string>>;
  const lists = {} as Record<Language, PrecomputedJson>;
  for (const language of SUPPORTED_LANGUAGES) {
    const names = new Map<string, string>();
    for (const [id, solution] of snapshot.responses) {
      names.set(id, localizedProcessName(id, solution.process_name, translations, language));
    }
    byLanguage[language] = names;
    const response: SolutionNames = { language, names: Object.fromEntries(names) };
    lists[language] = precompute(response);
  }
  return { byLanguage, lists };
}

const built = new WeakMap<CatalogueSnapshot, Map<string, Promise<SolutionNamesSnapshot>>>();

/**
 * The names of the current catalogue snapshot, built once per snapshot and translations folder:
 * the importers drop the catalogue after every write, so the names follow a new release. A failed
 * build is not kept: the next request tries again.
 */
export async function solutionNames(
  deps: Pick<AppDeps, 'db' | 'solutionTranslationsDir'>,
): Promise<SolutionNamesSnapshot> {
  const snapshot = await catalogueCache(deps.db).get();
  const dir = deps.solutionTranslationsDir ?? defaultTranslationsDir();
  let byDir = built.get(snapshot);
  if (!byDir) built.set(snapshot, (byDir = new Map()));
  let names = byDir.get(dir);
  if (!names) {
    const building = snapshotTranslations(snapshot, dir).then((translations) =>
      buildSolutionNames(snapshot, translations),
    );
    byDir.set(dir, (names = building));
    building.catch(() => {
      if (byDir.get(dir) === building) byDir.delete(dir);
    });
  }
  return names;
}

/**
 * A solution's name in the language by its id; for an id the catalogue no longer lists (or an
 * outside service's solution), the name stored with the saved item.
 */
export function solutionNameIn(
  names: SolutionNamesSnapshot,
  language: Language,
  id: string | null | undefined,
  stored: string,
): string {
  return (id ? names.byLanguage[language].get(id) : undefined) ?? stored;
}
