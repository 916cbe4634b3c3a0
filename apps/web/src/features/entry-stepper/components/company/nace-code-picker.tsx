import type { NaceCode } from '@foodhub/contracts';
import { Group, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNaceCodes } from '../../api/get-nace-codes';
import {
  addNaceCode,
  NACE_LEVEL_FILTERS,
  removeNaceCode,
  searchNaceCodes,
  type NaceLevelFilter,
} from '../../lib/nace-search';
import { SegmentedChoice } from '../../../../components/segmented-choice';
import { useStepperStore } from '../../../../stores/stepper-store';
import { NaceChosenList } from './nace-chosen-list';
import classes from './nace-code-picker.module.css';
import { NaceResults } from './nace-results';

/**
 * NACE codes of step 1 (spec part 1 §2, §5): the chosen codes, a search on code, description or
 * the everyday words the list carries, a level filter and the results to add from. The search
 * and the level stay on this page only; the chosen codes go to the stepper store.
 */
export function NaceCodePicker() {
  const { t } = useTranslation('matching');
  const { naceCodes, isLoading } = useNaceCodes();
  const chosen = useStepperStore((s) => s.companyProfile.naceCodes);
  const setCompanyProfile = useStepperStore((s) => s.setCompanyProfile);
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<NaceLevelFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const levelLabelId = useId();
  const result = useMemo(
    () => searchNaceCodes(naceCodes, { query, level, chosen }),
    [naceCodes, query, level, chosen],
  );

  const chosenNow = () => useStepperStore.getState().companyProfile.naceCodes;
  function add(code: NaceCode) {
    setCompanyProfile({ naceCodes: addNaceCode(chosenNow(), code) });
    setAnnouncement(t('companyData.nace.added', { code: code.code }));
  }
  function remove(code: string) {
    setCompanyProfile({ naceCodes: removeNaceCode(chosenNow(), code) });
    setAnnouncement(t('companyData.nace.removed', { code }));
  }
  const focusSearch = () => searchRef.current?.focus();

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    const first = listRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]');
    if (!first) return;
    event.preventDefault();
    first.focus();
  }

  const shown = result.codes.length;
  let status: string;
  if (isLoading) status = t('companyData.nace.loading');
  else if (naceCodes.length === 0) status = t('companyData.nace.unavailable');
  else if (result.total === 0) status = t('companyData.nace.noMatch');
  else if (result.total > shown) {
    status = t('companyData.nace.countLimited', { total: result.total, shown });
  } else status = t('companyData.nace.count', { count: result.total });

  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <Text fw={500} size="sm" id={titleId}>
        {t('companyData.nace.title')}
      </Text>
      <NaceChosenList chosen={chosen} onRemove={remove} onEmptied={focusSearch} />
      <TextInput
        ref={searchRef}
        type="search"
        label={t('companyData.nace.search')}
        description={t('companyData.nace.description')}
        placeholder={t('companyData.nace.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={handleSearchKeyDown}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={levelLabelId}>
          {t('companyData.nace.level')}
        </Text>
        <SegmentedChoice
          fullWidth
          labelClassName={classes.levelLabel}
          aria-labelledby={levelLabelId}
          value={level}
          onChange={setLevel}
          data={NACE_LEVEL_FILTERS.map((value) => ({
            value,
            label: t(`companyData.nace.levels.${value}`),
          }))}
        />
      </Stack>
      <NaceResults codes={result.codes} onAdd={add} onLeave={focusSearch} listRef={listRef} />
      <Group gap="xs" wrap="nowrap">
        {isLoading && <Loader size="xs" aria-hidden />}
        <Text size="sm" c="dimmed" aria-live="polite">
          {status}
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
