import { Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { LazyDrawer } from '../../lib/lazy-components';
import { publicAsset } from '../../lib/site-links';
import { FallbackImage } from '../fallback-image';
import { AccountMenu } from './account-menu';
import { HeaderLinks } from './header-links';
import { LanguageMenu } from './language-menu';
import classes from './header.module.css';

/**
 * Site header (spec part 1 §2 'Header and footer'). Below 992 px (Mantine's md breakpoint) the
 * page links move into a drawer behind a burger, so that the logo and its name keep their room
 * in every language (the German links alone take some 420 px); Login / Account stay in the bar.
 */
export function Header() {
  const { t } = useTranslation('common');
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={pathTo('home')} className={classes.brand} aria-label={t('nav.brandHome')}>
          <FallbackImage src={publicAsset('logos/alpine-food-hub.svg')} alt="" />
          <span>{t('appName')}</span>
        </Link>

        <Group component="nav" gap={4} visibleFrom="md" aria-label={t('nav.main')}>
          <HeaderLinks />
        </Group>

        <Group gap={6} wrap="nowrap">
          <LanguageMenu />
          <AccountMenu />
          <Burger
            hiddenFrom="md"
            size="sm"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>

      <LazyDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="80%"
        hiddenFrom="md"
        title={t('appName')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <Stack component="nav" gap={4} className={classes.drawerLinks} aria-label={t('nav.main')}>
          <HeaderLinks onNavigate={drawer.close} />
        </Stack>
      </LazyDrawer>
    </Box>
  );
}
