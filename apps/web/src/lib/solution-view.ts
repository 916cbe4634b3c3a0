import type { Solution } from '@foodhub/contracts';

const filled = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export type SolutionOrigin = 'dataset' | 'vcg.ai';

/**
 * One solution whichever its origin (spec part 1 §3: the dataset's snake_case fields or vcg.ai's
 * camelCase ones). The origin is read here, once; screens use the getters, never the raw fields.
 */
export class SolutionView {
  constructor(readonly raw: Solution) {}

  get origin(): SolutionOrigin {
    return this.raw.solution_origin === 'vcg.ai' ? 'vcg.ai' : 'dataset';
  }

  get isExternal(): boolean {
    return this.origin === 'vcg.ai';
  }

  /** vcg.ai: `id`, else `solution_id`; dataset: `solution_id`, else `_id` (spec part 1 §3). */
  get id(): string {
    const loose = this.raw as Partial<Record<'id' | 'solution_id' | '_id', unknown>>;
    const order = this.isExternal ? [loose.id, loose.solution_id] : [loose.solution_id, loose._id];
    const found = order.find((value) => typeof value === 'string' && value !== '');
    return typeof found === 'string' ? found : '';
  }

  get name(): string | null {
    const s = this.raw;
    return filled(s.solution_origin === 'vcg.ai' ? s.processName : s.process_name);
  }

  get category(): string | null {
    const s = this.raw;
    return filled(s.solution_origin === 'vcg.ai' ? s.solutionCategory : s.solution_category);
  }

  get subcategory(): string | null {
    const s = this.raw;
    return filled(s.solution_origin === 'vcg.ai' ? s.solutionSubcategory : s.solution_subcategory);
  }

  get description(): string | null {
    return filled(this.raw.description);
  }

  /** Technology readiness level 1-9, or null when not given. */
  get trl(): number | null {
    const s = this.raw;
    const value =
      s.solution_origin === 'vcg.ai' ? s.technologyReadinessLevel : s.technology_readiness_level;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  /** The category test of spec part 2 §2, §9: only 'Reuse (human)', case-insensitive. */
  get isReuseHuman(): boolean {
    return this.category?.toLowerCase() === 'reuse (human)';
  }
}

/** The id of a raw solution (routes, match details). */
export const solutionId = (solution: Solution): string => new SolutionView(solution).id;
