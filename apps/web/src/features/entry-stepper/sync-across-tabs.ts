import { STEPPER_STORAGE_KEY, useStepperStore } from '../../stores/stepper-store';

/**
 * Keeps the stepper data of every open tab the same: when another tab writes it, this tab reads
 * it again instead of overwriting it with its older copy on its next change.
 */
export function syncStepperAcrossTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STEPPER_STORAGE_KEY) void useStepperStore.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
