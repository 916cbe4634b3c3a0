import type { ConditionCue, CueMatch } from './condition-types';
import { Clause, clauseRanges, shippedReader, tokenize } from './condition-clause';
import { readDate } from './condition-dates';
import { coldStated, readTimeOut, readWarmHours } from './condition-temperature';

export { HAZARD_CUES, type ConditionCue, type CueMatch } from './condition-types';

// What the user's words say about the condition of the surplus, in en, de, it, fr and sl: its
// dates (best-before or use-by, past or not, 'yesterday', 'vor 2 Tagen'), spoilage (also mould by
// its look), recalls, the cold chain, hours out of the cold, the packaging, whether it was served,
// whether it is food at all. A second line of caution beside the condition questions: read from
// every text the user gave (name, tags, notes), clause by clause, with negation in the language
// it is written in ('nessuna muffa', 'pas de moisissure', 'plesni ni'). The words are data
// (data/solutions/condition-cues/<language>.json); each cue found quotes the user's own words.

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
  // Thawing told with the cold it was done in: a bare 'aufgetaute Garnelen' elsewhere is the same.
  let thawedInTheCold = false;
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
        const thawing = def.cue === 'thawed';
        if (!thawing && found.some((f) => f.cue === def.cue)) continue;
        const span = c.first(def);
        if (!span) continue;
        // 'im Kühlschrank aufgetaut', 'aufgetaut bei 3 Grad': thawed under control, in the cold.
        const inTheCold = thawing && coldStated(c);
        if (c.spans(def.unless).length > 0 || inTheCold) {
          thawedInTheCold ||= thawing;
          continue;
        }
        add(def.cue, c.quote(span.from, span.to));
      }
      const timeOut = readTimeOut(c);
      if (timeOut) add('time_temperature_abuse', timeOut);
      const warm = readWarmHours(c);
      if (warm) add('warm_hours', warm);
      const date = readDate(c, today, startOfToday);
      namesUseBy ||= date.useBy;
      namesBestBefore ||= date.bestBefore;
      if (date.cue) add(date.cue.cue, date.cue.words);
      asked = text[to] === '?' ? found.slice(before) : [];
    }
  }
  const settled = settlePacks(settleRecalls(settleDates(found, namesUseBy, namesBestBefore)));
  return thawedInTheCold ? without(settled, 'thawed') : settled;
}

const without = (found: CueMatch[], ...cues: ConditionCue[]) =>
  found.filter((f) => !cues.includes(f.cue));

/**
 * A named pathogen is a recall's hazard whatever else is said. A recall or withdrawal for a
 * labelling defect alone ('recall: hazelnut not declared on the label') is no hazard: the food
 * may be given once it is labelled right, unless a pathogen, a foreign body or spoilage is named.
 */
function settleRecalls(found: CueMatch[]): CueMatch[] {
  const pathogen = found.find((f) => f.cue === 'pathogen');
  const has = (cue: ConditionCue) => found.some((f) => f.cue === cue);
  const rest = without(found, 'pathogen');
  if (pathogen) {
    return has('recalled') ? rest : [...rest, { cue: 'recalled', words: pathogen.words }];
  }
  if (has('recalled') && has('label_defect') && !has('spoiled')) return without(rest, 'recalled');
  return rest;
}

/**
 * A torn or ripped pack is open, unless the contents are said to be intact ('cellophane déchiré,
 * chocolats intacts dans leurs alvéoles'): then only its wrapping is damaged, to be checked.
 */
function settlePacks(found: CueMatch[]): CueMatch[] {
  const torn = found.find((f) => f.cue === 'packaging_torn');
  const rest = without(found, 'packaging_torn', 'contents_intact');
  if (!torn) return rest;
  const intact = found.some((f) => f.cue === 'contents_intact');
  const breached = found.some((f) => f.cue === 'packaging_breached');
  const cue: ConditionCue = intact && !breached ? 'packaging_damaged' : 'packaging_breached';
  return rest.some((f) => f.cue === cue) ? rest : [...rest, { cue, words: torn.words }];
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
