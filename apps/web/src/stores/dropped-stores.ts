import { create } from 'zustand';

/**
 * The stores whose saved copy could not be read and was reset (stores/persist-options.ts); the
 * layout tells the user. Apart from the schemas, so the first page loads no validation code.
 */
export const useDroppedStores = create<{ names: string[]; dismiss(): void }>()((set) => ({
  names: [],
  dismiss: () => set({ names: [] }),
}));

export function noteDroppedStore(name: string): void {
  useDroppedStores.setState((s) => ({ names: [...new Set([...s.names, name])] }));
}
