import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChosenSolution } from '../../features/entry-stepper/hooks/use-chosen-solution';
import { useStepperStore } from '../../features/entry-stepper/store';
import { CompanySurplusCard } from '../../features/solution-details/components/company-surplus-card';
import { SolutionDetailsPage } from '../../features/solution-details/components/solution-details-page';
import { SolutionInfoCard } from '../../features/solution-details/components/solution-info-card';
import {
  SolutionLoadError,
  SolutionLoading,
  SolutionNotFound,
} from '../../features/solution-details/components/solution-states';
import { useDocumentTitle } from '../../hooks/use-document-title';

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

  return (
    <SolutionDetailsPage withReport={chosen.status === 'found'}>
      {chosen.status === 'found' && (
        <>
          <CompanySurplusCard company={companyProfile} surplus={wasteInfo} />
          <SolutionInfoCard
            solution={chosen.solution}
            score={chosen.score}
            reasoning={chosen.reasoning}
          />
        </>
      )}
      {chosen.status === 'loading' && <SolutionLoading />}
      {chosen.status === 'not-found' && <SolutionNotFound />}
      {chosen.status === 'error' && <SolutionLoadError onRetry={chosen.retry} />}
    </SolutionDetailsPage>
  );
}
