import { useTranslation } from 'react-i18next';
import { useMatch } from '../../api/match';
import { usePageContext } from '../../features/chatbot/page-context';
import { SolutionsStep } from '../../features/entry-stepper/components/solutions-step';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { solutionSummary } from '../page-context-data';

export function Component() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.solutions.title'));
  const match = useMatch({ enabled: false }).data;
  usePageContext({
    currentPageName: t('pages.solutions.title'),
    currentPageInstruction:
      'Step 3 of 3 of the entry stepper: the matched valorisation solutions with their match score (0-100) and reasoning. Help the user compare them and choose one.',
    availablePageData: {
      solutions: match?.solutions.map((s) => solutionSummary(s, match.details)) ?? [],
    },
  });
  return <SolutionsStep />;
}
