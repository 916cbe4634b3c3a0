import { vcgSolution, type MatchRequest, type VcgSolution } from '@foodhub/contracts';
import { clampScore } from '@foodhub/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config';

/** What the outside solution service adds to a match. */
export interface ExternalMatches {
  solutions: VcgSolution[];
  scores: Record<string, number>;
  reasoning: Record<string, string>;
}

/**
 * The client of the outside AI solution service (solution_origin vcg.ai, ARCHITECTURE
 * 'Adapters'). It is asked with the same body as our match and answers camelCase solutions.
 */
export interface ExternalSolutionsClient {
  match(userInputs: MatchRequest['userInputs']): Promise<ExternalMatches>;
}

// Loose on purpose: one malformed solution is dropped, not the whole answer.
const answer = z.object({
  solutions: z.array(z.unknown()),
  details: z
    .object({
      scores: z.record(z.string(), z.unknown()).optional(),
      reasoning: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});

const MAX_EXTERNAL_SOLUTIONS = 20;

function readSolution(raw: unknown): VcgSolution | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  // The id is taken first from id (spec part 1 §3), else solution_id or _id.
  const id = [record.id, record.solution_id, record._id].find(
    (v) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number',
  );
  if (id === undefined) return null;
  const parsed = vcgSolution.safeParse({ ...record, id: String(id), solution_origin: 'vcg.ai' });
  return parsed.success ? parsed.data : null;
}

export function createExternalSolutionsClient(
  config: AppConfig['vcg'],
): ExternalSolutionsClient | null {
  const { baseUrl, apiKey, timeoutMs } = config;
  if (!baseUrl) return null;
  const url = `${baseUrl.replace(/\/+$/, '')}/solutions/match`;
  return {
    async match(userInputs) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ userInputs }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`solution service answered HTTP ${response.status}`);
      const body = answer.parse(await response.json());
      const solutions = body.solutions
        .map(readSolution)
        .filter((s): s is VcgSolution => s !== null)
        .slice(0, MAX_EXTERNAL_SOLUTIONS);
      const scores: Record<string, number> = {};
      const reasoning: Record<string, string> = {};
      for (const { id } of solutions) {
        const score = body.details?.scores?.[id];
        if (typeof score === 'number' && Number.isFinite(score)) scores[id] = clampScore(score);
        const text = body.details?.reasoning?.[id];
        if (typeof text === 'string' && text.trim() !== '') reasoning[id] = text.trim();
      }
      return { solutions, scores, reasoning };
    },
  };
}
