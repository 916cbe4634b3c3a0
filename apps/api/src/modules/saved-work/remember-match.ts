import type { MatchRequest, MatchResponse, SavedSurplusSummary } from '@foodhub/contracts';
import { saveSurplus, type SavedSurplus } from '@foodhub/db';
import type { AppDeps } from '../../deps';
import { logSafeError } from '../../plugins/errors';
import type { ReasoningLog } from '../solutions/llm-reasoning';
import { inputKey } from './input-key';

/** The key of a match's entries: one saved surplus per user and entries. */
export function inputKeyOf(inputs: MatchRequest['userInputs']): string {
  return inputKey(inputs ?? {});
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
    await saveSurplus(deps.db, {
      userId,
      inputKey: inputKeyOf(inputs),
      surplusName: inputs?.wasteInfo?.surplusName?.trim() ?? '',
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
