import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, useLanguage } from '../language/language-switcher';
import { LanguageButton } from './header-buttons';

/** The header's language menu: the current code (EN, DE...) opening the five languages. */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={180}
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {SUPPORTED_LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            rightSection={code === language ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => setLanguage(code)}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
