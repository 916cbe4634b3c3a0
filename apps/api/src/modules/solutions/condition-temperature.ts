import { join, shippedReader, type Clause, type Span } from './condition-clause';

// Time and temperature in a clause of the notes (surplus-condition.ts): hours out of the cold
// ('stood on the buffet for 5 hours', 'de 19h à 2h'), temperatures ('+8C', '65 °C', '3 Grad',
// '-18 °C') and times of day, which are no hours ('jusqu'à 19h', 'bis 14 Uhr'). The words are
// data (time_temperature in data/solutions/condition-cues/<language>.json).

/** More hours than this out of the cold is abuse (the 2-hour rule of food donation guidance). */
export const MAX_HOURS_OUT = 2;
/** Above this, chilled food is out of its cold chain (chilled food is kept at 7 °C or below). */
export const CHILLED_MAX_C = 7;
/** Hot holding: food kept at 63 °C or more is under temperature control (Reg. (EC) 852/2004). */
export const HOT_HOLDING_MIN_C = 63;
/** A number before 'h' up to this is a time of day after a clock word ('à 19h'). */
const HOURS_OF_DAY = 24;

/** A temperature in °C the clause states, and the token it stands at. */
export interface Temperature {
  celsius: number;
  at: number;
}

/** The leading digits of a word with what follows them ('8c' is 8 and 'c'), or null. */
function digitsOf(word: string): { n: number; rest: string } | null {
  const m = /^(\d+)([a-z]*)$/.exec(word);
  return m ? { n: Number(m[1]), rest: m[2] ?? '' } : null;
}

/** The temperatures the clause states: '+8C', '65 °C', '3 Grad', '4°', '-18 °C', 'minus 2 Grad'. */
export function temperaturesIn(c: Clause): Temperature[] {
  const r = shippedReader();
  const found: Temperature[] = [];
  c.words.forEach((word, i) => {
    const d = digitsOf(word);
    const token = c.tokens[i];
    if (!d || !token) return;
    const degreeMark = /^\s?[°º˚]/.test(c.text.slice(token.end, token.end + 2));
    const unit = d.rest === '' ? (c.words[i + 1] ?? '') : d.rest;
    if (!degreeMark && !r.degrees.has(unit)) return;
    // '-18 °C', '−2', but not the dash of a range ('2-8 °C').
    const dash =
      /[-−]/.test(c.text[token.start - 1] ?? '') && !/\d/.test(c.text[token.start - 2] ?? '');
    const negative = dash || r.minus.has(c.words[i - 1] ?? '');
    found.push({ celsius: negative ? -d.n : d.n, at: i });
  });
  return found;
}

/** Every temperature the clause states is one of the cold chain (7 °C or below). */
export function coldStated(c: Clause): boolean {
  const temperatures = temperaturesIn(c);
  return temperatures.length > 0 && temperatures.every((t) => t.celsius <= CHILLED_MAX_C);
}

/** The clause states a temperature of hot holding (63 °C or more). */
export function hotHeld(c: Clause): boolean {
  return temperaturesIn(c).some((t) => t.celsius >= HOT_HOLDING_MIN_C);
}

/**
 * The hour of a time of day at token i, or null: a number after a clock word ('à 19h', 'bis 14
 * Uhr', 'dalle 13 alle 19', 'od 9h do 14h'), with nothing after it but 'h', another clock word or
 * the minutes ('5 Stunden', '65 °C', 'de 2 kg' say how long, how warm, how much), or a time of
 * day in words after a clock word ('de midi', 'bis Mitternacht').
 */
function clockHour(c: Clause, i: number): number | null {
  const r = shippedReader();
  if (!r.clock.has(c.words[i - 1] ?? '')) return null;
  // 'de midi jusqu'à 18h', 'from noon to 6h'.
  const named = r.namedHours.get(c.words[i] ?? '');
  if (named !== undefined) return named;
  const d = digitsOf(c.words[i] ?? '');
  if (!d || d.n > HOURS_OF_DAY) return null;
  const hourMark = (word: string) => word.length === 1 && r.hours.has(word);
  if (d.rest !== '') return hourMark(d.rest) ? d.n : null;
  const next = c.words[i + 1];
  if (next === undefined || hourMark(next) || r.clock.has(next) || /^\d+$/.test(next)) return d.n;
  return null;
}

/** A long time in the clause: 'overnight', more than 2 hours, or 'de 19h à 2h'; else null. */
export function longTime(c: Clause): Span | null {
  const r = shippedReader();
  const phrase = c.first(r.long);
  if (phrase) return phrase;
  const clock = c.words.map((_, i) => clockHour(c, i));
  for (let i = 0; i < c.words.length; i++) {
    const from = clock[i];
    if (from !== null && from !== undefined) {
      // Two times of day close together are a span of hours ('von 9 bis 14 Uhr').
      const j = clock.findIndex((h, k) => h !== null && k > i && k - i <= 3);
      const to = j < 0 ? null : clock[j];
      if (
        to !== null &&
        to !== undefined &&
        (to - from + HOURS_OF_DAY) % HOURS_OF_DAY > MAX_HOURS_OUT
      ) {
        return { from: i, to: j, languages: new Set() };
      }
      continue;
    }
    const d = digitsOf(c.words[i] ?? '');
    if (d && d.rest !== '') {
      // '4h', '6std', '10hrs'.
      if (d.n > MAX_HOURS_OUT && r.hours.has(d.rest))
        return { from: i, to: i, languages: new Set() };
      continue;
    }
    // '4 hours', '4 full hours', 'four hours', '4-6 hours'.
    const n = c.numberAt(i);
    if (n === null || n <= MAX_HOURS_OUT) continue;
    const unit = [i + 1, i + 2].find((j) => r.hours.has(c.words[j] ?? ''));
    if (unit !== undefined) return { from: i, to: unit, languages: new Set() };
  }
  return null;
}

/**
 * Hours out of the cold: a place out of the cold (a buffet, a display, 'left out') and a long
 * time, nothing said of chilling, no temperature of the cold chain or of hot holding. Returns the
 * user's words, or null.
 */
export function readTimeOut(c: Clause): string | null {
  const r = shippedReader();
  const places = c.all(r.heldOut);
  if (places.length === 0) return null;
  const long = longTime(c);
  if (!long || c.first(r.chilled) || coldStated(c) || hotHeld(c)) return null;
  return c.quote(...join(long, ...places));
}

/**
 * Hours at a temperature above the cold chain and below hot holding: '+8C for about 10 hrs',
 * 'bei 12 Grad seit 5 Stunden'. Returns the user's words, or null.
 */
export function readWarmHours(c: Clause): string | null {
  const warm = temperaturesIn(c).find(
    (t) => t.celsius > CHILLED_MAX_C && t.celsius < HOT_HOLDING_MIN_C,
  );
  if (!warm || hotHeld(c)) return null;
  const long = longTime(c);
  if (!long) return null;
  return c.quote(Math.min(warm.at, long.from), Math.max(warm.at, long.to));
}
