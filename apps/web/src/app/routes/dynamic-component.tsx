import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { UnknownComponent } from '../../features/dev-view/unknown-component';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { componentRegistry, registeredName } from '../component-registry';

/** Opens the view registered under :componentName on its own (spec part 1 §2). */
export function Component() {
  const { t } = useTranslation('dev');
  const { componentName = '' } = useParams();
  const name = registeredName(componentName);
  useDocumentTitle(name ? t('dynamic.title', { name }) : t('dynamic.unknownTitle'));

  const View = name === undefined ? undefined : componentRegistry[name];
  if (!View) return <UnknownComponent name={componentName} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <View />
    </Suspense>
  );
}
