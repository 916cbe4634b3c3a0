import type { AdminProviderRow } from '@foodhub/contracts';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSolutionCatalogue } from '../../../api/solution-catalogue';
import { categoryLabel } from '../../../components/catalogue-labels';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useCatalogue, useDownloadCatalogueCsv } from '../api/admin-catalogue';
import {
  catalogueFiltersOf,
  catalogueParams,
  type CatalogueFilters as Filters,
} from '../lib/catalogue-search';
import { totalText, useCursorPages } from '../hooks/use-cursor-pages';
import { useAdminFormat } from '../lib/format';
import { solutionChoices } from '../lib/solution-choices';
import { useDenyOnForbidden } from './admin-access';
import { BusyIcon } from './busy-icon';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueTable } from './catalogue-table';
import { ImportSection } from './import-section';
import { ProviderEditModal } from './provider-edit-modal';
import { SampleProviders } from './sample-providers';
import { pageText, UsersPager } from './users-pager';
import { SectionHeading } from './section-heading';

/**
 * /admin/catalogue: every provider users can be shown (samples, imports, self-registered
 * entries), searched and filtered, each one correctable; the list as a CSV; a file of providers
 * to import; and the sample providers to remove once real ones are in. The search lives in the
 * address, so Back returns to the previous page of results.
 */
export function CataloguePage() {
  const { t, i18n } = useTranslation(['admin', 'catalogue']);
  const [params, setParams] = useSearchParams();
  const pages = useCursorPages();
  const filters = useMemo(() => catalogueFiltersOf(params), [params]);
  const search = useMemo(() => ({ ...filters, cursor: pages.cursor }), [filters, pages.cursor]);
  const list = useCatalogue(search);
  useDenyOnForbidden(list.error);
  const { count } = useAdminFormat();
  const download = useDownloadCatalogueCsv();
  useDenyOnForbidden(download.error);
  // Names in the interface language; without the catalogue a filter shows ids, which still work.
  const catalogue = useSolutionCatalogue();
  const choices = useMemo(() => {
    const labels = {
      category: (category: string) => categoryLabel(category, t),
      unknown: t('catalogue.edit.notInCatalogue'),
    };
    const solutions = catalogue.data ?? [];
    return {
      all: solutionChoices(solutions, labels, i18n.language),
      // The filter of the address is offered even when the catalogue lacks it (or is loading).
      filter: solutionChoices(
        solutions,
        labels,
        i18n.language,
        search.solution_id ? [search.solution_id] : [],
      ),
    };
  }, [catalogue.data, t, i18n.language, search.solution_id]);
  const [editing, setEditing] = useState<{ row: AdminProviderRow | null; opened: boolean }>({
    row: null,
    opened: false,
  });

  // A new search starts at its first page.
  const go = (next: Filters) => setParams(catalogueParams(next));

  let content;
  if (list.isPending) {
    content = <LoadingState label={t('catalogue.loading')} />;
  } else if (list.isError) {
    content = (
      <LoadFailed
        title={t('catalogue.error')}
        text={localizedServerMessage(list.error, t, t('errorText'))}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    const page = list.data;
    const position = pageText(t, pages.page, page);
    const paged = pages.hasPrevious || page.nextCursor !== null;
    content = (
      <Stack gap="md" aria-busy={list.isPlaceholderData || undefined}>
        <Group justify="space-between" align="center" gap="sm">
          <Text role="status" size="sm">
            {totalText(t, 'catalogue', page, count)}
            {paged && position && ` · ${position}`}
          </Text>
          <Button
            variant="default"
            leftSection={
              <BusyIcon
                pending={download.isPending}
                icon={<IconDownload size={18} aria-hidden />}
              />
            }
            aria-disabled={download.isPending || undefined}
            onClick={() => {
              if (!download.isPending) download.mutate(filters);
            }}
          >
            {t('figures.downloadCsv')}
          </Button>
        </Group>
        {download.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t('catalogue.downloadFailed')}
          </Text>
        )}
        {page.providers.length === 0 ? (
          <Text c="dimmed">{t('catalogue.empty')}</Text>
        ) : (
          <CatalogueTable
            providers={page.providers}
            onEdit={(row) => setEditing({ row, opened: true })}
          />
        )}
        {paged && (
          <UsersPager
            label={t('catalogue.pages')}
            pageText={position}
            hasPrevious={pages.hasPrevious}
            hasNext={page.nextCursor !== null}
            onPrevious={pages.previous}
            onNext={() => {
              if (page.nextCursor) pages.next(page.nextCursor);
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SectionHeading title={t('catalogue.title')} intro={t('catalogue.intro')} />
      <CatalogueFilters
        filters={filters}
        solutions={choices.filter}
        onSearch={(next) => go(next)}
      />
      {content}
      <ProviderEditModal
        row={editing.row}
        opened={editing.opened}
        solutions={catalogue.data ?? []}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
      <Divider />
      <ImportSection solutionChoices={choices.all} />
      <Divider />
      <SampleProviders />
    </Stack>
  );
}
