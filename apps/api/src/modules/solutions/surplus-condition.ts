import type { ConditionCue, CueMatch } from './condition-types';
import { Clause, clauseRanges, join, shippedReader, tokenize } from './condition-clause';
import { readDate } from './condition-dates';

export { HAZARD_CUES, type ConditionCue, type CueMatch } from './condition-types';

// What the user's words say about the condition of the surplus, in en, de, it, fr and sl: its
// dates (best-before or use-by, past or not, 'yesterday', 'vor 2 Tagen'), spoilage (also mould by
// its look), recalls, the cold chain, hours out of the cold, the packaging, whether it was served,
// whether it is food at all. A second line of caution beside the condition questions: read from
// every text the user gave (name, tags, notes), clause by clause, with negation in the language
// it is written in ('nessuna muffa', 'pas de moisissure', 'plesni ni'). The words are data
// (data/solutions/condition-cues/<language>.json); each cue found quotes the user's own words.

/** More hours than this out of the cold is abuse (the 2-hour rule of food donation guidance). */
const MAX_HOURS_OUT = 2;

/** Hours out of the cold: a place out of the cold and a long time, nothing said of chilling. */
function readTimeOut(c: Clause): string | null {
  const r = shippedReader();
  const places = c.all(r.heldOut);
  const held = places[0];
  if (!held) return null;
  let long = c.first(r.long);
  for (let i = 0; !long && i < c.words.length; i++) {
    // '4 hours', '4 full hours', '4-6 hours', '4h', '6std'.
    const compact = /^(\d+)([a-z]+)$/.exec(c.words[i] ?? '');
    if (compact) {
      if (Number(compact[1]) > MAX_HOURS_OUT && r.hours.has(compact[2] ?? '')) {
        long = { from: i, to: i, languages: held.languages };
      }
      continue;
    }
    const n = c.numberAt(i);
    if (n === null || n <= MAX_HOURS_OUT) continue;
    const unit = [i + 1, i + 2].find((j) => r.hours.has(c.words[j] ?? ''));
    if (unit !== undefined) long = { from: i, to: unit, languages: held.languages };
  }
  if (!long || c.first(r.chilled)) return null;
  return c.quote(...join(long, ...places));
}

/**
 * Everything the texts say about the condition of the surplus. `today` decides whether a date
 * in the text is past (the engine passes the request's date, tests a fixed one).
 */
export function readConditionCues(texts: string[], today: Date): CueMatch[] {
  const r = shippedReader();
  const found: CueMatch[] = [];
  const add = (cue: ConditionCue, words: string) => {
    if (!found.some((f) => f.cue === cue)) found.push({ cue, words });
  };
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let namesUseBy = false;
  let namesBestBefore = false;
  for (const text of texts) {
    // The cues of a question ('Rückruf?'), which a bare 'no' after it takes back.
    let asked: CueMatch[] = [];
    for (const [from, to] of clauseRanges(text)) {
      const tokens = tokenize(text, from, to);
      if (tokens.length === 0) continue;
      const c = new Clause(text, from, to, tokens, r);
      if (c.isDenial()) {
        for (const cue of asked) found.splice(found.indexOf(cue), 1);
        asked = [];
        continue;
      }
      const before = found.length;
      for (const def of r.cues) {
        if (found.some((f) => f.cue === def.cue)) continue;
        const span = c.first(def);
        if (!span) continue;
        if (c.spans(def.unless).length > 0) continue;
        add(def.cue, c.quote(span.from, span.to));
      }
      const timeOut = readTimeOut(c);
      if (timeOut) add('time_temperature_abuse', timeOut);
      const date = readDate(c, today, startOfToday);
      namesUseBy ||= date.useBy;
      namesBestBefore ||= date.bestBefore;
      if (date.cue) add(date.cue.cue, date.cue.words);
      asked = text[to] === '?' ? found.slice(before) : [];
    }
  }
  return settleDates(found, namesUseBy, namesBestBefore);
}

/**
 * A bare 'expired' takes the date kind the same text names elsewhere ('abgelaufen, aber nur das
 * MHD'): an explicit best-before word wins over a colloquial 'expired', a use-by word makes it
 * past use-by. A date of a named kind makes the bare one redundant.
 */
function settleDates(found: CueMatch[], useBy: boolean, bestBefore: boolean): CueMatch[] {
  const bare = found.find((f) => f.cue === 'past_date');
  if (!bare) return found;
  const named = found.some((f) => f.cue === 'past_use_by' || f.cue === 'past_best_before');
  const rest = found.filter((f) => f !== bare);
  if (named) return rest;
  if (useBy && !bestBefore) return [...rest, { cue: 'past_use_by', words: bare.words }];
  if (bestBefore && !useBy) return [...rest, { cue: 'past_best_before', words: bare.words }];
  return found;
}
