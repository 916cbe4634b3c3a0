import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PreparingPage } from '../../components/preparing-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Step names of spec part 2 §2, by the last segment of /lca-stepper/<step>. */
const stepTitles: Record<string, string> = {
  'lifecycle-stage': 'pages.lcaSteps.lifecycleStage',
  solution: 'pages.lcaSteps.solution',
  provider: 'pages.lcaSteps.provider',
  transport: 'pages.lcaSteps.transport',
  report: 'pages.lcaSteps.report',
};

export function Component() {
  const { t } = useTranslation('common');
  const step = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const title = t(stepTitles[step] ?? 'pages.lcaSteps.report');
  useDocumentTitle(title);
  return <PreparingPage title={title} order={2} />;
}
