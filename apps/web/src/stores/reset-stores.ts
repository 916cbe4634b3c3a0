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

/**
 * The stores Clear All Data empties (spec part 1 §4: "resets both stores", the entry stepper's
 * and the analysis's); the chat keeps its conversation.
 */
const toolDataResets = new Set<() => void>();

export function registerToolDataReset(reset: () => void): void {
  toolDataResets.add(reset);
}

export function resetToolData(): void {
  for (const reset of toolDataResets) reset();
}
