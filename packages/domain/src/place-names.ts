// How place names are compared (gazetteer lookups on the server, suggestions in the web form):
// both sides reduce a name to the same key, so 'München', 'Muenchen' and 'MUNCHEN' meet.

/** Letters Unicode decomposition leaves alone. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

/** Words written several ways in place names, reduced to one form ('St. Pölten' = 'Sankt Pölten'). */
const WORD_FORMS: Record<string, string> = {
  sankt: 'st',
  saint: 'st',
  sainte: 'ste',
  sveti: 'sv',
  sveta: 'sv',
  sveto: 'sv',
};
const WORD_FORM_PATTERN = new RegExp(`(?<=^| )(${Object.keys(WORD_FORMS).join('|')})(?= |$)`, 'g');

/** Lower case with accents and special Latin letters folded (ß to ss, ł to l). */
export function foldLatinLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđðłıþ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * The comparison key of a place name: lower case, accents folded, punctuation and hyphens as
 * spaces, spaces collapsed; German umlaut transliterations (ae, oe, ue) folded like the umlauts
 * themselves, and St./Sankt/Saint, Sv./Sveti written one way. Only for comparing, never shown.
 */
export function placeNameKey(name: string): string {
  const folded = foldLatinLetters(name)
    // 'Muenchen' is how 'München' is written without umlauts; after folding ü to u both must meet.
    .replace(/([aou])e/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded.replace(WORD_FORM_PATTERN, (word) => WORD_FORMS[word] ?? word);
}

/**
 * The names one gazetteer entry stands for, most specific first. Postal-code lists write
 * 'Koper/Capodistria - dostava', 'Graz,01.Bez.:Innere Stadt', 'Beinwil (Freiamt)', 'Aarau 1',
 * 'Paris 01' or 'Wohlen AG': the locality a user types is the part before the qualifier.
 */
export function placeNameVariants(name: string): string[] {
  // Most names have no qualifier at all; the regular expressions below are the slow part of a
  // gazetteer load of 100,000 names.
  if (!/[-,/(\d]|\s[A-Z]{2}$/.test(name)) return [name.trim()];
  const locality = (part: string) =>
    part
      .replace(/\([^)]*\)?/g, ' ')
      .trim()
      .replace(/\s+\d+$/, '')
      // Swiss lists add the canton ('Buchs ZH'); nobody types it.
      .replace(/\s+[A-Z]{2}$/, '')
      .trim();
  // What follows ' - ' or ',' qualifies the locality (delivery type, district): not a name to type.
  const [main = ''] = name.split(/\s+-\s+|,/);
  const variants = main
    .split('/')
    .map(locality)
    .filter((v) => v !== '');
  return variants.length > 0 ? variants : [name.trim()];
}

/** The key a gazetteer entry is looked up by: that of its locality, the first variant. */
export function placeLookupKey(name: string): string {
  return placeNameKey(placeNameVariants(name)[0] ?? name);
}

/** True when one key equals the other or starts with it as whole words ('wien' ~ 'wien innere stadt'). */
export function placeKeysMatch(a: string, b: string): boolean {
  if (!a || !b) return false;
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}
