import { createContext, useContext, type ReactNode } from 'react';
import type { ProviderView } from './provider-view';

/**
 * What a page offers to do with one provider it shows (Solution Details, the analysis's Select
 * Provider): 'Offer this surplus' belongs to the offers feature, which the provider lists may not
 * import, so the page's route puts it here (app/routes/solution-details.tsx, lca-provider.tsx).
 * Without it (a test of a list alone) nothing is shown.
 */
export type RenderProviderAction = (provider: ProviderView) => ReactNode;

const ProviderActionSlot = createContext<RenderProviderAction | null>(null);

export const ProviderActionProvider = ProviderActionSlot.Provider;

export const useProviderAction = () => useContext(ProviderActionSlot);
