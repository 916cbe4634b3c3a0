import type {
  MatchRequest,
  MatchResponse,
  SavedSurplusSummary,
  WasteInfoInput,
} from '@foodhub/contracts';
import { saveSurplus, type SavedSurplus, type SurplusColumns } from '@foodhub/db';
import { estimateSupply, FOOD_WASTE_GROUP, type SupplyInput } from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { logSafeError } from '../../plugins/errors';
import { catalogueCache, type CatalogueSnapshot } from '../solutions/catalogue-cache';
import { foldFoodText } from '../solutions/food-text';
import type { ReasoningLog } from '../solutions/llm-reasoning';
import type { MatchedAnswer } from '../solutions/match-solutions';
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
  /** The groups the match read in the words, when it has read them already. */
  readGroups?: Iterable<string>,
): string | null {
  const chosen = (waste?.foodGroups ?? []).map((tag) => tag?.trim() ?? '').filter(Boolean);
  for (const tag of chosen) {
    const group = snapshot.foodGroups.groups.get(foldFoodText(tag));
    if (group) return group;
  }
  const read = [
    ...(readGroups ??
      readSurplusWords(waste, snapshot.vocabulary, snapshot.foodGroups).profile.foodGroups),
  ];
  return read.find((group) => group !== FOOD_WASTE_GROUP) ?? read[0] ?? chosen[0] ?? null;
}

/**
 * Keeps a signed-in user's match with its entries, so the account shows the surplus on any
 * device and reopens it without matching again: the entries and the match's record (its ranking,
 * scores, factors and rules, no words: a few KB where the worded answer in five languages was
 * ~250 KB), worded again when it is opened. A failure to save is logged, never the match's: the
 * user still gets the answer.
 */
export async function rememberMatch(
  deps: AppDeps,
  userId: string,
  inputs: MatchRequest['userInputs'],
  { answer, record, foodGroups }: MatchedAnswer,
  log: ReasoningLog,
): Promise<void> {
  try {
    const snapshot = await catalogueCache(deps.db).get();
    await saveSurplus(deps.db, {
      userId,
      inputKey: inputKeyOf(inputs),
      surplusName: inputs?.wasteInfo?.surplusName?.trim() ?? '',
      foodGroup: surplusFoodGroup(snapshot, inputs?.wasteInfo, foodGroups),
      inputs: (inputs ?? {}) as Record<string, unknown>,
      answer: record,
      ...surplusColumns(inputs, answer),
    });
  } catch (err) {
    log.warn({ err: logSafeError(err) }, 'the match could not be saved to the account');
  }
}

/** What 'My surpluses' shows of a saved surplus, apart from its id and times. */
export type SurplusSummaryBody = Omit<SavedSurplusSummary, 'id' | 'created_at' | 'updated_at'>;

function summaryBody(
  surplusName: string,
  inputs: MatchRequest['userInputs'],
  answer: MatchResponse,
): SurplusSummaryBody {
  const waste = inputs?.wasteInfo;
  const [best] = answer.solutions ?? [];
  const bestId = best ? (best.solution_origin === 'dataset' ? best.solution_id : best.id) : null;
  return {
    surplus_name: surplusName,
    amount: waste?.amount
      ? { value: waste.amount.value ?? null, unit: waste.amount.unit ?? 'kg' }
      : null,
    frequency: waste?.frequency
      ? { times: waste.frequency.times ?? null, interval: waste.frequency.interval ?? 'once' }
      : null,
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

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The summary columns of a saved surplus (db SurplusColumns), from its entries and answer: what
 * the lists, the figures and the provider gaps read instead of the JSON. The same function fills
 * them when a match is saved and, once, for rows saved before the columns existed.
 */
export function surplusColumns(
  inputs: MatchRequest['userInputs'],
  answer: MatchResponse,
): SurplusColumns {
  const profile = inputs?.companyProfile;
  const [lon, lat] = profile?.location_geo?.coordinates ?? [];
  const located =
    finite(lat) !== null && finite(lon) !== null && Math.abs(lat!) <= 90 && Math.abs(lon!) <= 180;
  const supply = estimateSupply(inputs?.wasteInfo as SupplyInput | null | undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    summary: summaryBody(inputs?.wasteInfo?.surplusName?.trim() ?? '', inputs, answer),
    country: text(profile?.location?.country),
    city: text(profile?.location?.city),
    lat: located ? lat! : null,
    lon: located ? lon! : null,
    kgPerWeek: supply && !supply.oneOff ? supply.kgPerWeek : 0,
    onceKg: supply?.oneOff ? supply.kgPerWeek : 0,
    datasetSolutionIds: (answer.solutions ?? []).flatMap((s) =>
      s.solution_origin === 'dataset' && typeof s.solution_id === 'string' ? [s.solution_id] : [],
    ),
  };
}

/** A saved surplus as 'My surpluses' lists it: its summary column, else read from its JSON. */
export function surplusSummary(
  row: Pick<SavedSurplus, 'id' | 'surplusName' | 'createdAt' | 'updatedAt' | 'summary'> &
    Partial<Pick<SavedSurplus, 'inputs' | 'answer'>>,
): SavedSurplusSummary {
  const body =
    (row.summary as SurplusSummaryBody | null) ??
    summaryBody(
      row.surplusName,
      row.inputs as MatchRequest['userInputs'],
      (row.answer ?? {}) as unknown as MatchResponse,
    );
  return {
    id: row.id,
    ...body,
    surplus_name: row.surplusName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
