/**
 * Food groups and subgroups as the surplus form keeps them: each tag once, compared without case
 * and surrounding spaces (spec part 1 §5 'groups and subgroups no duplicates').
 */

const tagKey = (tag: string) => tag.trim().toLowerCase();

/** The tags trimmed, blanks dropped, each once; the first spelling of a tag wins. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const tag of tags) {
    const key = tagKey(tag);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(tag.trim());
  }
  return unique;
}

/** The tags with the added ones appended, those already there (in any case) left out. */
export function addTags(tags: readonly string[], added: readonly string[]): string[] {
  return uniqueTags([...tags, ...added]);
}

/** True when the list holds the tag, in any case. */
export function hasTag(tags: readonly string[], tag: string): boolean {
  const key = tagKey(tag);
  return tags.some((t) => tagKey(t) === key);
}
