import { foldLatinLetters } from '@foodhub/domain';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { uniqueTags } from './tags';

/**
 * Food groups and subgroups are kept by their code, the English AGRIBALYSE name ('Cereal
 * products'), which the matching and the API compare; the field shows and accepts them by their
 * name in the interface language ('Getreideprodukte'). A tag typed that matches no name is the
 * user's own word and is kept as typed.
 */
export interface LabelledTags {
  /** The suggestions by name, each name once, in the order of the codes. */
  options: string[];
  /** The names the field shows for the codes kept. */
  labelsOf(codes: readonly string[]): string[];
  /** The codes to keep for the names in the field: a known name (or code) by its code. */
  codesOf(labels: readonly string[]): string[];
  /** Suggestions whose name or code holds the typed text, in any case and with any accents. */
  filter: OptionsFilter;
}

/**
 * The names of the suggested codes and of those already kept, with the way back to the code.
 * The kept ones come first, so a tag already in the field always maps back to its own code.
 */
export function labelledTags(
  suggested: readonly string[],
  kept: readonly string[],
  label: (code: string) => string,
): LabelledTags {
  const codeOf = new Map<string, string>();
  const known = [...kept, ...suggested];
  for (const code of known) {
    const key = foldLatinLetters(label(code).trim());
    if (!codeOf.has(key)) codeOf.set(key, code);
  }
  // The English name typed in another language is meant as that code, too.
  for (const code of known) {
    const key = foldLatinLetters(code.trim());
    if (!codeOf.has(key)) codeOf.set(key, code);
  }
  // Two codes with one name ('Cheeses', 'cheeses') are one suggestion: the list needs each once.
  const seen = new Set<string>();
  const options = suggested
    .map((code) => label(code).trim())
    .filter((name) => {
      const key = foldLatinLetters(name);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });

  const filter: OptionsFilter = ({ options: items, search }) => {
    const text = foldLatinLetters(search.trim());
    if (!text) return items;
    return (items as ComboboxItem[]).filter((item) => {
      const code = codeOf.get(foldLatinLetters(item.label.trim())) ?? item.label;
      return foldLatinLetters(item.label).includes(text) || foldLatinLetters(code).includes(text);
    });
  };

  return {
    options,
    labelsOf: (codes) => codes.map(label),
    codesOf: (labels) =>
      uniqueTags(labels.map((name) => codeOf.get(foldLatinLetters(name.trim())) ?? name)),
    filter,
  };
}
