import type { MatchRequest, MatchResponse } from '@foodhub/contracts';
import { fillSurplusColumns, type Db } from '@foodhub/db';
import { surplusColumns } from './remember-match';

interface FillLog {
  info(obj: object, msg: string): void;
}

/**
 * Fills the summary columns of saved surpluses saved before they existed, with the function that
 * fills them on every save. Runs once after start-up, in the background: until a row is filled,
 * 'My surpluses' reads it from its JSON and the figures and gaps leave it out.
 */
export async function fillSavedSurplusColumns(db: Db, log: FillLog): Promise<number> {
  const started = performance.now();
  const filled = await fillSurplusColumns(db, (inputs, answer) =>
    surplusColumns(inputs as MatchRequest['userInputs'], answer as unknown as MatchResponse),
  );
  if (filled > 0) {
    log.info(
      { rows: filled, ms: Math.round(performance.now() - started) },
      'saved surpluses summarised',
    );
  }
  return filled;
}
