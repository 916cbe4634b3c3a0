import type { AdminProviderEntry } from '@foodhub/contracts';
import { Alert, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSolutionCatalogue } from '../../../api/solution-catalogue';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useProviderEntries } from '../api/admin-provider-entries';
import {
  ENTRY_FILTERS,
  entryFilterOf,
  queryOfFilter,
  type EntryFilter,
} from '../lib/provider-review';
import { useDenyOnForbidden } from './admin-access';
import { ProviderEntryCard } from './provider-entry-card';
import { SectionHeading } from './section-heading';

const EMPTY_KEYS: Readonly<Record<EntryFilter, string>> = {
  pending: 'providers.empty.pending',
  changed: 'providers.empty.changed',
  approved: 'providers.empty.status',
  rejected: 'providers.empty.status',
  withdrawn: 'providers.empty.status',
  all: 'providers.empty.all',
};

/** Focuses an entry card's heading (ProviderEntryCard marks it with the entry's id). */
function focusHeading(list: HTMLElement | null, id: string) {
  list?.querySelector<HTMLElement>(`[data-entry-heading="${id}"]`)?.focus();
}

/**
 * Under the approval queue: approved entries whose owners changed their name, website or
 * contacts wait for the operator too, listed under their own filter. Nothing while there are
 * none (or they cannot be counted: the filter still finds them).
 */
function ChangedEntriesNotice({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('admin');
  const changed = useProviderEntries({ changed: true });
  const count = changed.data?.entries.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('providers.changedNotice.title', { count })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('providers.changedNotice.text', { count })}</Text>
        <Button size="xs" variant="light" color="orange" onClick={onShow}>
          {t('providers.changedNotice.show')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /admin/providers: the entries organisations keep themselves, the approval queue first. The
 * filter lives in the address (?status=), so Back returns to the previous one. After a decision
 * the lists are asked again; when the decided card leaves the list, the focus moves to the card
 * that takes its place, or to the count when none is left.
 */
export function ProviderEntriesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filter = entryFilterOf(params);
  const entries = useProviderEntries(queryOfFilter(filter));
  useDenyOnForbidden(entries.error);
  // Names only: without the catalogue a solution shows its id, which still identifies it.
  const catalogue = useSolutionCatalogue();
  const names = useMemo(
    () => new Map((catalogue.data ?? []).map((s) => [s.solution_id, s.process_name])),
    [catalogue.data],
  );
  const solutionName = useCallback((id: string) => names.get(id) ?? id, [names]);

  const listRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const decided = useRef<{ id: string; index: number } | null>(null);
  const focusCard = (id: string) => focusHeading(listRef.current, id);
  const onDecided = (entry: AdminProviderEntry) => {
    const shown = entries.data?.entries ?? [];
    decided.current = { id: entry.id, index: shown.findIndex((e) => e.id === entry.id) };
    focusCard(entry.id);
  };
  const list = entries.data?.entries;
  useEffect(() => {
    const last = decided.current;
    if (!last || !list || entries.isFetching) return;
    decided.current = null;
    if (list.some((entry) => entry.id === last.id)) return;
    const next = list[Math.min(last.index, list.length - 1)];
    if (next) focusHeading(listRef.current, next.id);
    else summaryRef.current?.focus();
  }, [list, entries.isFetching]);

  let content;
  if (entries.isPending) {
    content = <LoadingState label={t('providers.loading')} />;
  } else if (entries.isError) {
    content = (
      <LoadFailed
        title={t('providers.error')}
        text={localizedServerMessage(entries.error, t, t('errorText'))}
        retrying={entries.isFetching}
        onRetry={() => void entries.refetch()}
      />
    );
  } else {
    const shown = entries.data.entries;
    content = (
      <Stack gap="md" aria-busy={entries.isPlaceholderData || undefined}>
        <Text role="status" size="sm" ref={summaryRef} tabIndex={-1}>
          {entries.isPlaceholderData
            ? t('providers.loading')
            : t('providers.summary', { count: shown.length })}
        </Text>
        {shown.length === 0 ? (
          <Text c="dimmed">{t(EMPTY_KEYS[filter])}</Text>
        ) : (
          <Stack gap="lg" ref={listRef}>
            {shown.map((entry) => (
              <ProviderEntryCard
                key={entry.id}
                entry={entry}
                solutionName={solutionName}
                onDecided={onDecided}
              />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionHeading title={t('providers.title')} intro={t('providers.intro')} />
      <NativeSelect
        label={t('providers.filter')}
        value={filter}
        data={ENTRY_FILTERS.map((value) => ({
          value,
          label:
            value === 'all'
              ? t('providers.filterAll')
              : value === 'changed'
                ? t('providers.filterChanged')
                : t(`providers.status.${value}`),
        }))}
        // The queue is the page's default: it keeps the address short.
        onChange={(event) => {
          const value = event.currentTarget.value;
          setParams(value === 'pending' ? {} : { status: value });
        }}
        w={{ base: '100%', xs: 260 }}
      />
      {filter === 'pending' && (
        <ChangedEntriesNotice onShow={() => setParams({ status: 'changed' })} />
      )}
      {content}
    </Stack>
  );
}
