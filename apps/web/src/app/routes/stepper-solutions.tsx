import { useTranslation } from 'react-i18next';
import { useMatch } from '../../api/match';
import { usePageContext } from '../../features/chatbot/page-context';
import { SolutionsStep } from '../../features/entry-stepper/components/solutions-step';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { solutionSummary, whyNotSummary } from '../page-context-data';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.solutions.title'));
  const match = useMatch({ enabled: false }).data;
  usePageContext({
    currentPageName: t('pages.solutions.title'),
    currentPageInstruction:
      'Step 3 of 3 of the entry stepper: the matched valorisation solutions with their match score (0-100) and reasoning, and under "Why not donation?" and "Why not animal feed?" the reasons the matching left those routes out (whyNot). Help the user compare them and choose one.',
    availablePageData: {
      // First: a long list of solutions must not crowd the reasons out of what is read.
      whyNot: whyNotSummary(match?.details.excluded ?? []),
      solutions: match?.solutions.map((s) => solutionSummary(s, match.details)) ?? [],
    },
  });
  return <SolutionsStep />;
}
