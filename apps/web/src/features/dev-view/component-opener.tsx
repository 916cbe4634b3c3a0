import { Autocomplete, Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../config/paths';

/** Picks a component name and opens it as a view at /component/<name>. */
export function ComponentOpener({ componentNames }: { componentNames: readonly string[] }) {
  const { t } = useTranslation('dev');
  const navigate = useNavigate();
  const [name, setName] = useState('');

  const open = (event: FormEvent) => {
    event.preventDefault();
    const componentName = name.trim();
    if (!componentName) {
      // The spec's message, in German (spec part 1 §2, §5).
      window.alert(t('opener.missingName'));
      return;
    }
    void navigate(pathTo('dynamic-component', { componentName }));
  };

  return (
    <form onSubmit={open} noValidate>
      <Group align="flex-end" gap="sm">
        <Autocomplete
          label={t('opener.label')}
          placeholder={t('opener.placeholder')}
          data={componentNames}
          value={name}
          onChange={setName}
          limit={30}
          maxDropdownHeight={260}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('opener.open')}
        </Button>
      </Group>
    </form>
  );
}
