/**
 * The text with LIKE's wildcards (% and _) and its escape character (\) escaped, so that it
 * matches itself only: user input inside a LIKE pattern is never a pattern.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
