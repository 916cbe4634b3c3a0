import { foldLatinLetters } from '@foodhub/domain';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';

/**
 * The suggestion filter of the free-text fields of step 1: suggestions containing the typed text
 * (any case, any accents), or accepted by `alsoMatches`. When the text is one of the suggestions
 * (it was chosen), all are listed, so another one is picked without clearing the field first.
 */
export function suggestionFilter(
  alsoMatches?: (option: ComboboxItem, search: string) => boolean,
): OptionsFilter {
  return ({ options, search }) => {
    const text = foldLatinLetters(search.trim());
    const items = options as ComboboxItem[];
    if (!text || items.some((option) => foldLatinLetters(option.label) === text)) return items;
    return items.filter(
      (option) =>
        foldLatinLetters(option.label).includes(text) || (alsoMatches?.(option, search) ?? false),
    );
  };
}
