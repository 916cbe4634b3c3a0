import {
  vcgProvider,
  vcgSolution,
  type MatchRequest,
  type VcgProvider,
  type VcgSolution,
} from '@foodhub/contracts';
import { clampScore } from '@foodhub/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { timeoutDeadline, type Deadline } from '../../lib/deadline';

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
  /** The providers the service knows for one of its solutions (spec part 1 §7). */
  providers(solutionId: string): Promise<VcgProvider[]>;
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
const MAX_EXTERNAL_PROVIDERS = 200;

const providersAnswer = z.object({ provider_companies: z.array(z.unknown()) });

// One malformed provider is dropped, not the whole answer.
function readProvider(raw: unknown): VcgProvider | null {
  const parsed = vcgProvider.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

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
  deadline: Deadline = timeoutDeadline,
): ExternalSolutionsClient | null {
  const { baseUrl, apiKey, timeoutMs } = config;
  if (!baseUrl) return null;
  const base = baseUrl.replace(/\/+$/, '');
  const url = `${base}/solutions/match`;
  const auth: Record<string, string> = apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
  return {
    async providers(solutionId) {
      const response = await fetch(
        `${base}/provider_companies?solution_id=${encodeURIComponent(solutionId)}`,
        {
          headers: { Accept: 'application/json', ...auth },
          signal: deadline(timeoutMs),
        },
      );
      if (!response.ok) throw new Error(`solution service answered HTTP ${response.status}`);
      const body = providersAnswer.parse(await response.json());
      return body.provider_companies
        .map(readProvider)
        .filter((p): p is VcgProvider => p !== null)
        .slice(0, MAX_EXTERNAL_PROVIDERS);
    },
    async match(userInputs) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...auth,
        },
        body: JSON.stringify({ userInputs }),
        signal: deadline(timeoutMs),
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
