// A postal code of the countries the tool serves (four or five digits), alone or with a country
// prefix (D-80331, SI-1000), at the start of an address part.
const POSTAL_PART = /^(?:[A-Z]{1,3}-)?\d{4,5}(?=\s|$)/i;
// The same inside a part with no comma before it: 'Hauptplatz 1 8010 Graz'.
const POSTAL_TAIL = /(?:^|\s)((?:[A-Z]{1,3}-)?\d{4,5}\s+\D.*)$/i;

/**
 * The postal area and town of an address text, without the street: 'Hauptplatz 1, 8010 Graz, AT'
 * becomes '8010 Graz, AT'. Texts are read as the tool writes them (street, postal code and town,
 * country; see companyAddress): from the last postal code on. Without one, the first of several
 * parts is taken for the street; a lone part is kept only when it has no digits (a town, not a
 * street with its number), else nothing is left ('').
 */
export function postalPlace(text: string): string {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const postal = parts.findLastIndex((part) => POSTAL_PART.test(part));
  if (postal >= 0) return parts.slice(postal).join(', ');
  const inner = parts.findLastIndex((part) => POSTAL_TAIL.test(part));
  if (inner >= 0) {
    return [POSTAL_TAIL.exec(parts[inner]!)![1]!, ...parts.slice(inner + 1)].join(', ');
  }
  if (parts.length > 1) return parts.slice(1).join(', ');
  const [only = ''] = parts;
  return /\d/.test(only) ? '' : only;
}
