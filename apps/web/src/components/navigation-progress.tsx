import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top of the window while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label={t('loading.page')}>
      <div className={classes.indicator} />
    </div>
  );
}
