// A postal code of the countries the tool serves (four or five digits), alone or with a country
// prefix (D-80331, SI-1000), at the start of an address part.
const POSTAL_PART = /^(?:[A-Z]{1,3}-)?\d{4,5}(?=\s|$)/i;
// The same inside a part with no comma before it: 'Hauptplatz 1 8010 Graz'.
const POSTAL_TAIL = /(?:^|\s)((?:[A-Z]{1,3}-)?\d{4,5}\s+\D.*)$/i;

const hasDigit = (text: string) => /\d/.test(text);

/**
 * The postal code and the words after it up to the first digit ('8010 Graz'); only the code when
 * a number follows in the same part ('8010 Geheimgasse 42': the words are a street, not a town).
 */
function codeAndTown(part: string): string {
  const [code = '', ...words] = part.split(/\s+/);
  const firstNumber = words.findIndex(hasDigit);
  return firstNumber >= 0 ? code : [code, ...words].join(' ');
}

/**
 * The postal area and town of an address text, without the street: 'Hauptplatz 1, 8010 Graz, AT'
 * becomes '8010 Graz, AT'. Texts are free, so the reading keeps only what cannot be a street
 * with its number: the last postal code with the town after it, and the later parts without
 * digits (a country). Without a postal code, the parts after the first that have no digits, or
 * else the first part when it has none; '' when nothing is left.
 */
export function postalPlace(text: string): string {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const rest = (from: number) => parts.slice(from).filter((part) => !hasDigit(part));
  const postal = parts.findLastIndex((part) => POSTAL_PART.test(part));
  if (postal >= 0) return [codeAndTown(parts[postal]!), ...rest(postal + 1)].join(', ');
  const inner = parts.findLastIndex((part) => POSTAL_TAIL.test(part));
  if (inner >= 0) {
    const tail = POSTAL_TAIL.exec(parts[inner]!)![1]!;
    return [codeAndTown(tail), ...rest(inner + 1)].join(', ');
  }
  const later = rest(1);
  if (later.length > 0) return later.join(', ');
  const [first = ''] = parts;
  return hasDigit(first) ? '' : first;
}
