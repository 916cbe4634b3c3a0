import type {
  MatchRequest,
  MatchResponse,
  SavedSurplusSummary,
  WasteInfoInput,
} from '@foodhub/contracts';
import { saveSurplus, type SavedSurplus } from '@foodhub/db';
import { FOOD_WASTE_GROUP } from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { logSafeError } from '../../plugins/errors';
import { catalogueCache, type CatalogueSnapshot } from '../solutions/catalogue-cache';
import { foldFoodText } from '../solutions/food-text';
import type { ReasoningLog } from '../solutions/llm-reasoning';
import { readSurplusWords } from '../solutions/surplus-profile';
import { inputKey } from './input-key';

/** The key of a match's entries: one saved surplus per user and entries. */
export function inputKeyOf(inputs: MatchRequest['userInputs']): string {
  return inputKey(inputs ?? {});
}

/**
 * The food group a saved surplus counts under in the figures, by its code (the catalogue's
 * group name): the first group the user chose that the catalogue knows, else the group the
 * engine reads in the name and texts as the match does ('bread', 'used cooking oil'), one that
 * says what the food is before Food Waste; else the first tag as typed; null when none.
 */
export function surplusFoodGroup(
  snapshot: Pick<CatalogueSnapshot, 'vocabulary' | 'foodGroups'>,
  waste: WasteInfoInput,
): string | null {
  const chosen = (waste?.foodGroups ?? []).map((tag) => tag?.trim() ?? '').filter(Boolean);
  for (const tag of chosen) {
    const group = snapshot.foodGroups.groups.get(foldFoodText(tag));
    if (group) return group;
  }
  const { profile } = readSurplusWords(waste, snapshot.vocabulary, snapshot.foodGroups);
  const read = [...profile.foodGroups];
  return read.find((group) => group !== FOOD_WASTE_GROUP) ?? read[0] ?? chosen[0] ?? null;
}

/**
 * Keeps a signed-in user's match with its entries, so the account shows the surplus on any
 * device and reopens it without matching again. A failure to save is logged, never the match's:
 * the user still gets the answer.
 */
export async function rememberMatch(
  deps: AppDeps,
  userId: string,
  inputs: MatchRequest['userInputs'],
  answer: MatchResponse,
  log: ReasoningLog,
): Promise<void> {
  try {
    const snapshot = await catalogueCache(deps.db).get();
    await saveSurplus(deps.db, {
      userId,
      inputKey: inputKeyOf(inputs),
      surplusName: inputs?.wasteInfo?.surplusName?.trim() ?? '',
      foodGroup: surplusFoodGroup(snapshot, inputs?.wasteInfo),
      inputs: (inputs ?? {}) as Record<string, unknown>,
      answer: answer as unknown as Record<string, unknown>,
    });
  } catch (err) {
    log.warn({ err: logSafeError(err) }, 'the match could not be saved to the account');
  }
}

/** A saved surplus as 'My surpluses' lists it. */
export function surplusSummary(row: SavedSurplus): SavedSurplusSummary {
  const inputs = row.inputs as MatchRequest['userInputs'];
  const answer = row.answer as unknown as MatchResponse;
  const waste = inputs?.wasteInfo;
  const [best] = answer.solutions ?? [];
  const bestId = best ? (best.solution_origin === 'dataset' ? best.solution_id : best.id) : null;
  return {
    id: row.id,
    surplus_name: row.surplusName,
    amount: waste?.amount
      ? { value: waste.amount.value ?? null, unit: waste.amount.unit ?? 'kg' }
      : null,
    frequency: waste?.frequency
      ? { times: waste.frequency.times ?? null, interval: waste.frequency.interval ?? 'once' }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    best_solution:
      best && bestId
        ? {
            id: bestId,
            process_name:
              (best.solution_origin === 'dataset' ? best.process_name : best.processName) ?? '',
            score: answer.details?.scores?.[bestId] ?? null,
            // Answers saved before the condition questions have no conditions.
            conditional: (answer.details?.conditions?.[bestId]?.length ?? 0) > 0,
          }
        : null,
  };
}
