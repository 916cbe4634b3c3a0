import { Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { LazyDrawer } from '../../lib/lazy-components';
import { withChunkTimeout } from '../../lib/lazy-import';
import { useSessionStore } from '../../stores/session-store';
import { AppLogo } from '../app-logo';
import { AccountButton, LanguageButton, LoginButton } from './header-buttons';
import { HeaderLinks } from './header-links';
import classes from './header.module.css';

type Menus = typeof import('./header-menus');
/** The menus' module once loaded: a header rendered after that shows them at once. */
let loadedMenus: Menus | undefined;

/**
 * The language and account menus' code (Mantine's Menu and its positioning library), in a chunk
 * of its own. main.tsx loads it beside the first page's code, so the header renders with the
 * menus; elsewhere their buttons alone, drawn the same, stand in until it is there.
 */
export const loadHeaderMenus = () =>
  withChunkTimeout(() => import('./header-menus')).then((menus) => (loadedMenus = menus));
const LazyHeaderMenus = lazy(() =>
  loadHeaderMenus().then((menus) => ({ default: menus.HeaderMenus })),
);

/**
 * Site header (spec part 1 §2 'Header and footer'). Below 992 px (Mantine's md breakpoint) the
 * page links move into a drawer behind a burger, so that the logo and its name keep their room
 * in every language (the German links alone take some 420 px); Login / Account stay in the bar.
 */
export function Header() {
  const { t } = useTranslation('common');
  const [drawerOpened, drawer] = useDisclosure(false);
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  // Read once: the header does not swap one way of showing the menus for the other.
  const [menus] = useState(() => loadedMenus);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={pathTo('home')} className={classes.brand} aria-label={t('nav.brandHome')}>
          <AppLogo className={classes.logo} />
          <span>{t('appName')}</span>
        </Link>

        <Group component="nav" gap={4} visibleFrom="md" aria-label={t('nav.main')}>
          <HeaderLinks />
        </Group>

        <Group gap={6} wrap="nowrap">
          {menus ? (
            <menus.HeaderMenus />
          ) : (
            <Suspense
              fallback={
                <>
                  <LanguageButton />
                  {isLoggedIn ? <AccountButton /> : <LoginButton />}
                </>
              }
            >
              <LazyHeaderMenus />
            </Suspense>
          )}
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
