import type { AdminProviderEntry } from '@foodhub/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * How the console shows an entry as users will see it: the users' provider card belongs to
 * another feature, so the app puts it here (app/routes/admin-providers.tsx). Without it (a test
 * of the console alone) the preview is left out.
 */
export type RenderProviderPreview = (entry: AdminProviderEntry) => ReactNode;

const ProviderPreviewSlot = createContext<RenderProviderPreview | null>(null);

export const ProviderPreviewProvider = ProviderPreviewSlot.Provider;

export const useProviderPreview = () => useContext(ProviderPreviewSlot);
