import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathTo } from '../../config/paths';
import { EDUCATION_URL } from '../../lib/site-links';
import { useToolLinkTarget } from '../../stores/last-tool-path';
import classes from './header.module.css';

function startsWithSegment(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The tool spans the entry stepper, solution details and the impact analysis; its link leads
 * back to the tool page the user left (stores/last-tool-path), at first to step 1.
 */
const links = [
  { label: 'nav.home', to: pathTo('home'), isActive: (p: string) => p === pathTo('home') },
  {
    label: 'nav.tool',
    to: pathTo('tool'),
    isActive: (p: string) =>
      [pathTo('tool'), pathTo('stepper'), '/solution', pathTo('LCAStepperView')].some((base) =>
        startsWithSegment(p, base),
      ),
  },
  {
    label: 'nav.about',
    to: pathTo('tool-description'),
    isActive: (p: string) => startsWithSegment(p, pathTo('tool-description')),
  },
] as const;

/** Home, Tool, About and the external Education Material link; the active one is marked. */
export function HeaderLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const toolTarget = useToolLinkTarget();
  return (
    <>
      {links.map((link) => {
        const active = link.isActive(pathname);
        return (
          <Link
            key={link.label}
            to={link.label === 'nav.tool' ? toolTarget : link.to}
            className={classes.link}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(link.label)}
          </Link>
        );
      })}
      <a
        href={EDUCATION_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.link}
        onClick={onNavigate}
      >
        {t('nav.education')}
        <IconExternalLink size={14} stroke={1.8} aria-hidden />
        <VisuallyHidden>{t('nav.opensInNewTab')}</VisuallyHidden>
      </a>
    </>
  );
}
