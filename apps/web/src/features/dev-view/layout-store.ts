import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerStoreReset } from '../../stores/reset-stores';

/** Parts of the page shell the developer view can switch off (spec part 1 §2 'Developer view'). */
export type LayoutPart = 'header' | 'chatbot' | 'footer';

interface LayoutState {
  visible: Record<LayoutPart, boolean>;
  setVisible(part: LayoutPart, visible: boolean): void;
  reset(): void;
}

const allVisible: Record<LayoutPart, boolean> = { header: true, chatbot: true, footer: true };

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      visible: allVisible,
      setVisible: (part, visible) => set((s) => ({ visible: { ...s.visible, [part]: visible } })),
      reset: () => set({ visible: allVisible }),
    }),
    { name: 'dev-layout', partialize: (s) => ({ visible: s.visible }) },
  ),
);

// Login and logout restore the full layout, so the next person on this browser never lands on a
// page without navigation.
registerStoreReset(() => useLayoutStore.getState().reset());
