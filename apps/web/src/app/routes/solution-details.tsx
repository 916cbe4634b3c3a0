import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { usePageContext } from '../../features/chatbot/page-context';
import { OfferButton } from '../../features/offers/components/offer-button';
import { NearestProviders } from '../../features/providers/components/nearest-providers';
import {
  ProviderCompaniesCard,
  type ProviderCompaniesCardHandle,
} from '../../features/providers/components/provider-companies-card';
import { CompanySurplusCard } from '../../features/solution-details/components/company-surplus-card';
import { SolutionDetailsPage } from '../../features/solution-details/components/solution-details-page';
import { SolutionInfoCard } from '../../features/solution-details/components/solution-info-card';
import {
  SolutionLoadError,
  SolutionLoading,
  SolutionNotFound,
} from '../../features/solution-details/components/solution-states';
import { useChosenSolution } from '../../features/solution-details/use-chosen-solution';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ProviderActionProvider } from '../../lib/providers/provider-action-slot';
import { useStepperStore } from '../../stores/stepper-store';
import { solutionName } from '../page-context-data';
import { heldMatch } from '../../api/match';
import {
  currentProviderSearch,
  providersQueryOptions,
  useProviders,
  useProviderSearch,
} from '../../api/providers';
import { solutionQueryOptions } from '../../features/solution-details/api/get-solution';
import { currentLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import type { ProviderView } from '../../lib/providers/provider-view';
import { ensureData, signedIn } from '../route-data';

/** The nearest providers the chatbot is told about: enough to answer, small enough to send. */
const PROVIDERS_IN_CONTEXT = 20;

/**
 * The solution of the address with its providers near the user, which the nearest providers show
 * under the buttons (the same question as the full list's). The solution is the one in the match
 * of the stepper's entries, else GET /solutions/:id (a reload elsewhere, a shared link). That
 * answers from the catalogue, whose solutions are all of the dataset, so the providers are asked
 * for beside it rather than after it: one round trip less before the page shows.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!signedIn() || id === '') return null;
  const held = heldMatch(queryClient)?.find(id);
  if (held) return ensureData(providersQueryOptions(currentProviderSearch(held)));
  return ensureData(
    solutionQueryOptions(id, currentLanguage()),
    providersQueryOptions(currentProviderSearch({ id, origin: 'dataset' })),
  );
}

/** /solution/:id: the details page (solution-details) with its providers (providers). */
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.solutionDetails.title'));
  const { id = '' } = useParams();
  const chosen = useChosenSolution(id);
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const solution = chosen.status === 'found' ? chosen.solution : null;
  // The same question the analysis's Select Provider asks (api/providers).
  const search = useProviderSearch(solution);
  // The providers nearest first, as the loader asked for them and both provider cards show them
  // (the same query): read here, not reported by a card after it mounts, which would render the
  // whole page a second time.
  const { providers } = useProviders(search, { fetch: false }).list;
  const providersCard = useRef<ProviderCompaniesCardHandle>(null);
  // 'Offer this surplus' at each provider of the list (the offers feature).
  const offerId = solution?.id;
  const offerName = solution?.name ?? null;
  const offerAction = useCallback(
    (provider: ProviderView) =>
      offerId ? (
        <OfferButton provider={provider} solution={{ id: offerId, name: offerName }} />
      ) : null,
    [offerId, offerName],
  );
  usePageContext({
    currentPageName: t('pages.solutionDetails.title'),
    currentPageInstruction:
      'Details of one matched solution: its match score, reasoning, category and technology readiness level (TRL 1-9), with provider companies that could take the surplus.',
    availablePageData: {
      solution:
        chosen.status === 'found'
          ? {
              name: solutionName(chosen.solution),
              score: chosen.score ?? null,
              reasoning: chosen.reasoning ?? null,
              category: chosen.solution.category,
              trl: chosen.solution.trl,
            }
          : null,
      providers: providers.slice(0, PROVIDERS_IN_CONTEXT).map((p) => ({
        name: p.name,
        distanceKm: p.distanceM === null ? null : Math.round(p.distanceM / 10) / 100,
        city: p.location.city,
        country: p.location.country,
      })),
    },
  });

  return (
    <SolutionDetailsPage
      withReport={chosen.status === 'found'}
      onProceed={() => {
        if (solution) useStepperStore.getState().selectSolution(solution.id);
      }}
    >
      {chosen.status === 'found' && (
        <>
          {/* Who takes it comes first; the full list with its map stays the third card. Both
              start afresh for another solution; their keys differ, as siblings' keys must. */}
          {search && (
            <NearestProviders
              key={`nearest-${search.solutionId}`}
              search={search}
              onShowAll={() => providersCard.current?.show()}
            />
          )}
          <CompanySurplusCard company={companyProfile} surplus={wasteInfo} />
          <SolutionInfoCard
            solution={chosen.solution}
            score={chosen.score}
            reasoning={chosen.reasoning}
            checks={chosen.checks}
          />
          {search && (
            <ProviderActionProvider value={offerAction}>
              <ProviderCompaniesCard
                key={`all-${search.solutionId}`}
                ref={providersCard}
                search={search}
              />
            </ProviderActionProvider>
          )}
        </>
      )}
      {chosen.status === 'loading' && <SolutionLoading />}
      {chosen.status === 'not-found' && <SolutionNotFound />}
      {chosen.status === 'error' && <SolutionLoadError onRetry={chosen.retry} />}
    </SolutionDetailsPage>
  );
}
