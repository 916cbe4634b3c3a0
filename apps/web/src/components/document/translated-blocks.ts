import type { TFunction } from 'i18next';

/**
 * The blocks of one section of a long text (see DocumentBlocks), read from the translation file
 * with the values filled in, e.g. numbers quoted from the code.
 */
export function translatedBlocks(
  t: TFunction,
  base: string,
  values: Record<string, string> = {},
): string[] {
  const raw: unknown = t(`${base}.blocks`, { returnObjects: true });
  const count = Array.isArray(raw) ? raw.length : 0;
  return Array.from({ length: count }, (_, i) => t(`${base}.blocks.${i}`, values));
}
