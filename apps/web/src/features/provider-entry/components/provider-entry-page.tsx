import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '../../../api/user-info';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { useSessionStore } from '../../../stores/session-store';
import { tokenSubject } from '../../../stores/work-owner';
import { useMyProviderEntry } from '../api/my-provider-entry';
import { EntryForm } from './entry-form';
import { EntryStatus } from './entry-status';
import { WithdrawEntry } from './withdraw-entry';
import { PageHeader } from '../../../components/page-header';

/**
 * 'My organisation takes surplus': an organisation enters itself as a provider, for the operator
 * to approve, and keeps the entry up to date or withdraws it.
 */
export function ProviderEntryPage() {
  const { t } = useTranslation('provider-entry');
  const entry = useMyProviderEntry();
  // Only a first entry is filled from the account (company name and address).
  const firstEntry = entry.data === null;
  const account = useQuery({ ...userInfoQueryOptions(), enabled: firstEntry });
  const owner = useSessionStore((s) => (s.token ? tokenSubject(s.token) : null));

  let body;
  if (entry.isPending || (firstEntry && account.isPending)) {
    body = <LoadingState label={t('loading')} />;
  } else if (entry.isError) {
    body = (
      <LoadFailed
        title={t('loadFailed')}
        text={localizedServerMessage(entry.error, t, t('loadFailedText'))}
        onRetry={() => void entry.refetch()}
        retrying={entry.isFetching}
      />
    );
  } else {
    const current = entry.data;
    body = (
      <>
        <Stack gap="sm">
          <EntryStatus entry={current} />
          {current && current.status !== 'withdrawn' && <WithdrawEntry />}
        </Stack>
        {/* A failed account lookup only leaves the first entry empty. */}
        <EntryForm entry={current} user={account.data} owner={owner} />
      </>
    );
  }

  return (
    <Container size={880} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {body}
      </Stack>
    </Container>
  );
}
