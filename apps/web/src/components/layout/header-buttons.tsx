import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage, IconLogin, IconUserCircle } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { LANGUAGE_NAMES, useLanguage } from '../language/language-switcher';
import classes from './header.module.css';

/*
 * The header's buttons, drawn with the page's first paint. The menus they open (language,
 * account) come in a chunk of their own (header-menus.ts), with Mantine's Menu and its
 * positioning library: a seventh of the main script otherwise (docs/decisions.md 28). Until it
 * is there, which main.tsx starts with the page's code, these buttons stand in its place.
 */

type TriggerProps = ComponentPropsWithoutRef<'button'>;

/** Logged out: the Login button, a link to the login page. */
export function LoginButton() {
  const { t } = useTranslation('common');
  return (
    <Button
      component={Link}
      to={pathTo('login')}
      size="sm"
      leftSection={<IconLogin size={16} aria-hidden />}
      classNames={{ section: classes.loginIcon }}
    >
      {t('nav.login')}
    </Button>
  );
}

/** Logged in: the button that opens the Account menu. */
export const AccountButton = forwardRef<HTMLButtonElement, TriggerProps>(
  function AccountButton(props, ref) {
    const { t } = useTranslation('common');
    return (
      <Button
        {...props}
        ref={ref}
        variant="light"
        size="sm"
        aria-label={t('nav.account')}
        leftSection={<IconUserCircle size={18} aria-hidden />}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        classNames={{ section: classes.accountSection }}
      >
        {/* On phones the icon alone fits next to the brand and the burger. */}
        <span className={classes.accountLabel}>{t('nav.account')}</span>
      </Button>
    );
  },
);

/** The current language's code (EN, DE...), which opens the language menu. */
export const LanguageButton = forwardRef<HTMLButtonElement, TriggerProps>(
  function LanguageButton(props, ref) {
    const { t } = useTranslation('common');
    const [language] = useLanguage();
    return (
      <Button
        {...props}
        ref={ref}
        variant="subtle"
        size="sm"
        px={8}
        aria-label={t('language.menu', { language: LANGUAGE_NAMES[language] })}
        leftSection={<IconLanguage size={18} aria-hidden />}
        classNames={{ section: classes.languageIcon }}
      >
        {language.toUpperCase()}
      </Button>
    );
  },
);
