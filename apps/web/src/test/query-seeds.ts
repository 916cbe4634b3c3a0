import type {
  DatasetProvider,
  MatchResponse,
  Solution,
  TransportResponse,
  VcgProvider,
} from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchInputOf, matchQueryOptions } from '../api/match';
import { providerSearchOf, providersQueryOptions } from '../api/providers';
import { transportQueryOptions, type TransportTrip } from '../api/transport';
import { currentLanguage } from '../lib/i18n';
import { SolutionView } from '../lib/solution-view';
import { useStepperStore } from '../stores/stepper-store';

/**
 * Server answers held by a test's QueryClient, as if asked before. The match and provider keys
 * are made of the stepper's entries: enter them first, then hold the answers.
 */

/** The match answer of the stepper's current entries, in a language (the one shown). */
export function holdMatch(
  queryClient: QueryClient,
  answer: MatchResponse,
  language: Language = currentLanguage(),
): void {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  queryClient.setQueryData(
    matchQueryOptions(matchInputOf(companyProfile, wasteInfo), language).queryKey,
    answer,
  );
}

/** The provider list of a solution, asked with the stepper's current entries. */
export function holdProviders(
  queryClient: QueryClient,
  solution: Solution,
  providers: (DatasetProvider | VcgProvider)[],
  total = providers.length,
): void {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  const search = providerSearchOf(new SolutionView(solution), companyProfile, wasteInfo);
  queryClient.setQueryData(providersQueryOptions(search).queryKey, {
    provider_companies: providers,
    total,
  });
}

/** The transport result of one trip. */
export function holdTransport(
  queryClient: QueryClient,
  trip: TransportTrip,
  result: TransportResponse,
): void {
  queryClient.setQueryData(transportQueryOptions(trip).queryKey, result);
}
