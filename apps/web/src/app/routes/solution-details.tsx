import type { Solution } from '@foodhub/contracts';
import { estimateSupply } from '@foodhub/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageContext } from '../../features/chatbot/page-context';
import { useChosenSolution } from '../../features/entry-stepper/hooks/use-chosen-solution';
import { solutionId, useStepperStore } from '../../features/entry-stepper/store';
import type { ProviderSearch } from '../../features/providers/api/get-provider-companies';
import { ProviderCompaniesCard } from '../../features/providers/components/provider-companies-card';
import { CompanySurplusCard } from '../../features/solution-details/components/company-surplus-card';
import { SolutionDetailsPage } from '../../features/solution-details/components/solution-details-page';
import { SolutionInfoCard } from '../../features/solution-details/components/solution-info-card';
import {
  SolutionLoadError,
  SolutionLoading,
  SolutionNotFound,
} from '../../features/solution-details/components/solution-states';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { ProviderView } from '../../lib/providers/provider-view';
import { solutionName, solutionTrl } from '../page-context-data';

/** The nearest providers the chatbot is told about: enough to answer, small enough to send. */
const PROVIDERS_IN_CONTEXT = 20;

/**
 * /solution/:id: the stepper's data (entry-stepper) shown by the details page (solution-details);
 * the two features meet here, not in each other.
 */
export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.solutionDetails.title'));
  const { id = '' } = useParams();
  const chosen = useChosenSolution(id);
  const companyProfile = useStepperStore((s) => s.companyProfile);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const solution = chosen.status === 'found' ? chosen.solution : null;
  const search = useProviderSearch(solution);
  // The providers the card shows, nearest first, once the user opened it.
  const [providers, setProviders] = useState<ProviderView[]>([]);
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
              category:
                chosen.solution.solution_origin === 'vcg.ai'
                  ? (chosen.solution.solutionCategory ?? null)
                  : chosen.solution.solution_category,
              trl: solutionTrl(chosen.solution),
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
        if (solution) useStepperStore.getState().selectSolution(solution);
      }}
    >
      {chosen.status === 'found' && (
        <>
          <CompanySurplusCard company={companyProfile} surplus={wasteInfo} />
          <SolutionInfoCard
            solution={chosen.solution}
            score={chosen.score}
            reasoning={chosen.reasoning}
          />
          {search && (
            <ProviderCompaniesCard
              key={search.solutionId}
              search={search}
              onProviders={setProviders}
            />
          )}
        </>
      )}
      {chosen.status === 'loading' && <SolutionLoading />}
      {chosen.status === 'not-found' && <SolutionNotFound />}
      {chosen.status === 'error' && <SolutionLoadError onRetry={chosen.retry} />}
    </SolutionDetailsPage>
  );
}

/** What the provider list asks for: the solution, the company's location and the surplus. */
function useProviderSearch(solution: Solution | null): ProviderSearch | null {
  const geo = useStepperStore((s) => s.companyProfile.location_geo);
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const lon = geo?.coordinates[0];
  const lat = geo?.coordinates[1];
  return useMemo(() => {
    if (!solution) return null;
    return {
      solutionId: solutionId(solution),
      origin: solution.solution_origin === 'vcg.ai' ? 'vcg.ai' : 'dataset',
      position: lat !== undefined && lon !== undefined ? [lat, lon] : null,
      foodGroups: wasteInfo.foodGroups,
      surplusName: wasteInfo.surplusName,
      kgPerWeek: estimateSupply(wasteInfo)?.kgPerWeek ?? null,
    };
  }, [solution, lat, lon, wasteInfo]);
}
