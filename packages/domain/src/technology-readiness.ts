// Technology readiness level (TRL) of a solution, scale 1-9 (spec part 1 §2 'Solution Details', §9).

export const TRL_MAX = 9;

/**
 * Width of the TRL bar in percent: level / 9, clamped to 0-100, and 0 when the level is not a
 * number (spec part 1 §2).
 */
export function trlBarWidth(level: unknown): number {
  const value = typeof level === 'string' && level.trim() !== '' ? Number(level) : level;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / TRL_MAX) * 100));
}

/** The TRL section is shown only when the level is defined and not null (spec part 1 §2). */
export function hasTrl(level: unknown): boolean {
  return level !== undefined && level !== null;
}
