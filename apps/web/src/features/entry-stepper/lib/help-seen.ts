/**
 * Which steps' help panels this browser has already shown (localStorage): a help panel is open
 * on the first visit of its step and collapsed on later ones, so the task comes first. Not the
 * user's data: it stays across logins, as the language does.
 */
export const HELP_SEEN_STORAGE_KEY = 'foodhub-help-seen';

function readSeen(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(HELP_SEEN_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage blocked or an unreadable value: as if nothing was seen yet.
    return [];
  }
}

/** True when the help panel `id` was shown in this browser before. */
export function wasHelpSeen(id: string): boolean {
  return readSeen().includes(id);
}

/** Notes that the help panel `id` has been shown. */
export function markHelpSeen(id: string): void {
  const seen = readSeen();
  if (seen.includes(id)) return;
  try {
    localStorage.setItem(HELP_SEEN_STORAGE_KEY, JSON.stringify([...seen, id]));
  } catch {
    // Storage blocked (private mode): the help simply opens again on the next visit.
  }
}
