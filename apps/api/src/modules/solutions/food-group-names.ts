import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@foodhub/domain';
import { z } from 'zod';
import { projectRoot } from '../../lib/project-root';

// The AGRIBALYSE food groups and subgroups (and Food Waste) as the interface languages name them,
// for sentences of the answer that name a group: 'Diese Lösung nimmt Getreideprodukte an'.

const file = z.object({
  about: z.string().optional(),
  names: z.partialRecord(
    z.enum(['de', 'sl', 'it', 'fr']),
    z.record(z.string(), z.string().trim().min(1)),
  ),
});
export type FoodGroupNames = z.infer<typeof file>['names'];

export function defaultFoodGroupNamesFile(): string {
  return path.join(projectRoot(), 'data', 'solutions', 'food-group-names.json');
}

let loaded: FoodGroupNames | undefined;

/** Read once; a missing or broken file leaves the groups English (reported, never a 500). */
export function foodGroupNames(): FoodGroupNames {
  if (!loaded) {
    try {
      loaded = file.parse(JSON.parse(readFileSync(defaultFoodGroupNamesFile(), 'utf8'))).names;
    } catch (error) {
      process.emitWarning(`food group names not used: ${(error as Error).message}`);
      loaded = {};
    }
  }
  return loaded;
}

/** A group or subgroup by its English name in the language; unknown names stay as they are. */
export function foodGroupName(englishName: string, language: Language): string {
  if (language === 'en') return englishName;
  return foodGroupNames()[language]?.[englishName] ?? englishName;
}
