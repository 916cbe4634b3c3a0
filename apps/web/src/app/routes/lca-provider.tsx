import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { usePageContext } from '../../features/chatbot/page-context';
import { OfferButton } from '../../features/offers/components/offer-button';
import { ProviderStep } from '../../features/impact-analysis/components/provider-step';
import {
  useAnalysisProviders,
  useSelectedProvider,
  useSelectedSolution,
} from '../../features/impact-analysis/hooks/use-analysis';
import { solutionName } from '../page-context-data';
import { heldMatch } from '../../api/match';
import { currentProviderSearch, providersQueryOptions } from '../../api/providers';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { ProviderActionProvider } from '../../lib/providers/provider-action-slot';
import type { ProviderView } from '../../lib/providers/provider-view';
import { queryClient } from '../../lib/query-client';
import { ensureData, signedIn } from '../route-data';

/** The providers of the solution chosen in the analysis (one of the match's Reuse (human) ones). */
export function loader() {
  if (!signedIn()) return null;
  const id = useAnalysisStore.getState().selectedSolutionId;
  const solution = heldMatch(queryClient)?.solutions.find((s) => s.id === id && s.isReuseHuman);
  return solution ? ensureData(providersQueryOptions(currentProviderSearch(solution))) : null;
}

export function Component() {
  const selected = useSelectedSolution();
  const { list } = useAnalysisProviders();
  const provider = useSelectedProvider();
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.provider'),
    currentPageInstruction:
      'Environmental impact analysis, step Select Provider: the user picks the provider company that will receive the donation.',
    availablePageData: {
      selectedSolution: selected ? solutionName(selected) : null,
      providerCount: list.providers.length,
      selectedProvider: provider
        ? { name: provider.name, city: provider.location.city, suitable: provider.suitable }
        : null,
    },
  });
  // 'Offer this surplus' to the chosen provider (the offers feature).
  const offerId = selected?.id;
  const offerName = selected?.name ?? null;
  const offerAction = useCallback(
    (chosen: ProviderView) =>
      offerId ? (
        <OfferButton provider={chosen} solution={{ id: offerId, name: offerName }} />
      ) : null,
    [offerId, offerName],
  );
  return (
    <ProviderActionProvider value={offerAction}>
      <ProviderStep />
    </ProviderActionProvider>
  );
}
