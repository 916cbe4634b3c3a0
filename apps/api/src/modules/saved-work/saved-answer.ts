import {
  matchRecord,
  type MatchRecord,
  type MatchRequest,
  type MatchResponse,
  type MatchTexts,
} from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import type { AppDeps } from '../../deps';
import { wordSavedMatch } from '../solutions/match-solutions';

// A saved surplus's `answer` column holds one of two shapes: the match's record (contracts
// matchRecord, saved since the words are no longer stored) or, in rows saved before, the whole
// answer as it was sent (with details.texts in every language when the web app asked for them).

const recordParts = matchRecord.shape;

/** The record a row holds, or null for a row that holds a whole answer (saved before). */
export function storedRecord(stored: unknown): MatchRecord | null {
  const parsed = matchRecord.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * A saved surplus's answer in a language: a record is worded in it; an answer saved whole is sent
 * as it was, its words replaced by those it carries for the language (when it has them), without
 * the other languages.
 */
export async function savedAnswerIn(
  deps: AppDeps,
  row: { inputs: Record<string, unknown>; answer: Record<string, unknown> },
  language: Language,
): Promise<Record<string, unknown>> {
  const record = storedRecord(row.answer);
  if (record) {
    const inputs = row.inputs as MatchRequest['userInputs'];
    return (await wordSavedMatch(deps, inputs, record, language)) as unknown as Record<
      string,
      unknown
    >;
  }
  return wholeAnswerIn(row.answer as unknown as MatchResponse, language) as unknown as Record<
    string,
    unknown
  >;
}

/** An answer saved whole, in the language of its texts for `language` when it has them. */
export function wholeAnswerIn(answer: MatchResponse, language: Language): MatchResponse {
  const details = answer.details;
  if (!details) return answer;
  const { texts: all, ...rest } = details;
  const texts: MatchTexts | undefined = all?.[language];
  if (!texts) return { ...answer, details: rest };
  return {
    solutions: (answer.solutions ?? []).map((s) => {
      const worded = s.solution_origin === 'dataset' ? texts.solutions[s.solution_id] : undefined;
      // Labels exist only outside English: an English wording drops those of another language.
      return worded && s.solution_origin === 'dataset'
        ? { ...s, ...worded, surplus_name_labels: worded.surplus_name_labels }
        : s;
    }),
    details: {
      ...rest,
      reasoning: { ...rest.reasoning, ...texts.reasoning },
      excluded: (rest.excluded ?? []).map((e) => ({ ...e, ...texts.excluded[e.solution_id] })),
      surplus: rest.surplus && { ...rest.surplus, ...texts.surplus },
    },
  };
}

/** Each entry of a record that its schema takes; one that does not (an older shape) is left out. */
function valid<T>(
  entries: Record<string, unknown> | undefined,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [key, value] of Object.entries(entries ?? {})) {
    const parsed = schema.safeParse(value);
    if (parsed.success) kept[key] = parsed.data;
  }
  return kept;
}

const object = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * What the data download shows of a saved surplus: its record, or for a row that holds a whole
 * answer the record read from that answer (at: when it was last matched; the parts an older
 * answer's shape does not fit are left out), so every search has one documented shape.
 */
export function savedRecord(stored: Record<string, unknown>, matchedAt: Date): MatchRecord {
  const record = storedRecord(stored);
  if (record) return record;
  const answer = stored as Partial<MatchResponse>;
  const details = object(answer.details) ?? {};
  const solutions = Array.isArray(answer.solutions) ? answer.solutions : [];
  const outside = solutions.flatMap((s) => {
    const parsed = recordParts.outside.element.safeParse(s);
    return parsed.success ? [parsed.data] : [];
  });
  const outsideIds = new Set(outside.map((s) => s.id));
  const ranking = solutions.flatMap((s) => {
    const id = s?.solution_origin === 'vcg.ai' ? s.id : s?.solution_id;
    return typeof id === 'string' ? [id] : [];
  });
  const reasoning = valid(object(details.reasoning), recordParts.outsideReasoning.valueType);
  const scores = valid(object(details.scores), recordParts.scores.valueType);
  const excluded = Array.isArray(details.excluded)
    ? details.excluded.flatMap((e: unknown) => {
        const entry = object(e);
        const parsed = recordParts.excluded.element.safeParse({
          id: entry?.solution_id,
          rule: entry?.rule,
        });
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const surplus = recordParts.surplus.safeParse(details.surplus ?? null);
  return {
    at: matchedAt.toISOString(),
    language: null,
    withScores: Object.keys(scores).length > 0,
    withReasoning: Object.keys(reasoning).length > 0,
    ranking,
    scores,
    factors: valid(object(details.factors), recordParts.factors.valueType),
    conditions: valid(object(details.conditions), recordParts.conditions.valueType),
    excluded,
    surplus: surplus.success ? surplus.data : null,
    outside,
    outsideReasoning: Object.fromEntries(
      Object.entries(reasoning).filter(([id]) => outsideIds.has(id)),
    ),
    modelReasoning: {},
  };
}
