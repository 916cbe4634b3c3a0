import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { pathTo } from '../../../config/paths';
import classes from './admin-nav.module.css';

/**
 * Scrolls the row sideways so the current link is in full view: on a phone the six links do not
 * fit, and the one a deep link or Back opens may lie beyond the edge. Only the row scrolls, never
 * the page (scrollIntoView would move the page too).
 */
function revealCurrent(nav: HTMLElement) {
  const link = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link) return;
  const start = link.offsetLeft;
  const end = start + link.offsetWidth;
  if (start < nav.scrollLeft) nav.scrollLeft = start;
  else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth;
}

/**
 * The console's sections as links styled like tabs: they are pages with their own address, so
 * plain links (Tab to reach, Enter to follow) rather than an ARIA tab list; NavLink marks the
 * current one with aria-current="page".
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const sections = [
    { to: pathTo('admin'), label: t('nav.figures'), end: true },
    { to: pathTo('admin-providers'), label: t('nav.providers'), end: false },
    { to: pathTo('admin-gaps'), label: t('nav.gaps'), end: false },
    { to: pathTo('admin-catalogue'), label: t('nav.catalogue'), end: false },
    { to: pathTo('admin-users'), label: t('nav.users'), end: false },
    { to: pathTo('admin-audit'), label: t('nav.audit'), end: false },
  ];
  // Before paint, so the row never shows the wrong part first; again when the language (the
  // links' widths) changes.
  useLayoutEffect(() => {
    if (navRef.current) revealCurrent(navRef.current);
  }, [pathname, t]);

  return (
    <nav ref={navRef} aria-label={t('nav.label')} className={classes.nav}>
      {sections.map((section) => (
        <NavLink key={section.to} to={section.to} end={section.end} className={classes.link}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
