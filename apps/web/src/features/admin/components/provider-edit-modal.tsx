import type { AdminProviderRow, DatasetSolution } from '@foodhub/contracts';
import { Modal, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../components/catalogue-labels';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { notifySuccess } from '../../../lib/notify';
import { localizedServerMessage } from '../../../lib/server-text';
import { useCatalogueProvider } from '../api/admin-catalogue';
import { solutionChoices } from '../lib/solution-choices';
import { useDenyOnForbidden } from './admin-access';
import { providerName } from './catalogue-table';
import { ProviderEditForm } from './provider-edit-form';

/** The dialog's content: mounted while it is open, so each opening reads the provider afresh. */
function EditContent({
  row,
  solutions,
  onClose,
}: {
  row: AdminProviderRow;
  solutions: readonly DatasetSolution[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'catalogue']);
  const { t: tc } = useTranslation('common');
  const [openedAt] = useState(Date.now);
  const detail = useCatalogueProvider(row.id);
  useDenyOnForbidden(detail.error);
  const ids = detail.data?.edit.solution_ids;
  const choices = useMemo(
    () =>
      solutionChoices(
        solutions,
        {
          category: (category) => categoryLabel(category, t),
          unknown: t('catalogue.edit.notInCatalogue'),
        },
        i18n.language,
        ids,
      ),
    [solutions, t, i18n.language, ids],
  );

  // Another admin or the owner may have changed the provider since it was last read: the form
  // starts from an answer of this opening, not from the cache. A later refresh (after a save)
  // leaves the form as it is.
  const fresh = detail.data !== undefined && detail.dataUpdatedAt >= openedAt;
  if (!fresh && detail.isError) {
    return (
      <LoadFailed
        title={t('catalogue.edit.loadFailed')}
        text={localizedServerMessage(detail.error, t, t('errorText'))}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!fresh || !detail.data) return <LoadingState label={t('catalogue.edit.loading')} />;
  return (
    <ProviderEditForm
      detail={detail.data}
      solutionChoices={choices}
      onCancel={onClose}
      onSaved={(saved) => {
        notifySuccess({
          title: t('catalogue.edit.saved'),
          message: t('catalogue.edit.savedText', { name: providerName(saved) }),
          closeLabel: tc('dialog.close'),
        });
        onClose();
      }}
    />
  );
}

/**
 * The Edit dialog of a catalogue provider: it reads the provider (GET /admin/providers/{id})
 * and shows its form; a save closes it with a notification. Mantine returns the focus to the
 * row's Edit button, which stays in the list.
 */
export function ProviderEditModal({
  row,
  opened,
  solutions,
  onClose,
}: {
  /** The provider edited last; kept while the dialog closes, so its content stays. */
  row: AdminProviderRow | null;
  opened: boolean;
  solutions: readonly DatasetSolution[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <Modal
      opened={opened && row !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text fw={700}>{t('catalogue.edit.title', { name: row ? providerName(row) : '' })}</Text>
      }
      closeButtonProps={{ 'aria-label': tc('dialog.close') }}
    >
      {row && <EditContent key={row.id} row={row} solutions={solutions} onClose={onClose} />}
    </Modal>
  );
}
