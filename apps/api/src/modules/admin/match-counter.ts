import type { MatchRequest } from '@foodhub/contracts';
import { incrementMatchCount } from '@foodhub/db';
import { countryCode } from '@foodhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';

/**
 * The country the programme's figures group by: ISO alpha-2 of a country typed as a code or a
 * name in the interface languages (the geocoder's rule), '' when missing or not recognised, so
 * 'Austria', 'Österreich' and 'AT' are one group and no free text reaches the counts.
 */
export function figuresCountry(text: unknown): string {
  return typeof text === 'string' ? (countryCode(text) ?? '') : '';
}

/** The current month in UTC, 'YYYY-MM'. */
export function utcMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Counts a search for solutions in the programme's figures: one more for this month and the
 * country of the company's address, with no user id. A failure to count is logged, never the
 * match's: the user still gets the answer.
 */
export async function countMatch(
  deps: AppDeps,
  inputs: MatchRequest['userInputs'],
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const country = figuresCountry(inputs?.companyProfile?.location?.country);
    await incrementMatchCount(deps.db, utcMonth(new Date()), country);
  } catch (err) {
    log.warn({ err }, 'the match could not be counted in the figures');
  }
}
