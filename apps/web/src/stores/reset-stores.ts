/**
 * Every client store that holds a user's data registers its reset here, so login and logout can
 * clear them all at once (spec part 1 §4: stepper, analysis and chat stores).
 */
const resets = new Set<() => void>();

export function registerStoreReset(reset: () => void): void {
  resets.add(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
