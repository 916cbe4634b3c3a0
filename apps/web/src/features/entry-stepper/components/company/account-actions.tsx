import { registrationMessages } from '@foodhub/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserDown, IconUserUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, userInfoQueryOptions } from '../../../../api/user-info';
import { ApiError } from '../../../../lib/api-client';
import { localizedServerMessage } from '../../../../lib/server-text';
import {
  prefillFromAccount,
  profileSaveOf,
  type AccountField,
} from '../../../../stores/account-prefill';
import { useSessionStore } from '../../../../stores/session-store';
import { useStepperStore } from '../../../../stores/stepper-store';

type Status = { tone: 'done' | 'error'; text: string } | null;

/**
 * Step 1 and the account (signed in only): 'Fill in from my account' fills the empty fields from
 * the registration's company name (company accounts) and address, and says which; 'Save to my
 * account' saves the step's name and address to the account (PUT /user/profile).
 */
export function AccountActions() {
  const { t, i18n } = useTranslation('matching');
  const queryClient = useQueryClient();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const [status, setStatus] = useState<Status>(null);

  const fieldList = (fields: AccountField[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      fields.map((field) => t(`companyData.fields.${field}`)),
    );

  const fill = useMutation({
    mutationFn: () => prefillFromAccount(queryClient),
    onSuccess: ({ filled, kept, same }) => {
      const texts: string[] = [];
      if (filled.length > 0) {
        texts.push(t('companyData.account.filled', { fields: fieldList(filled) }));
      } else if (kept.length === 0 && same.length > 0) {
        // Every field the account can give already holds its value.
        texts.push(t('companyData.account.alreadyFilled'));
      } else {
        texts.push(t('companyData.account.nothingToFill'));
      }
      if (kept.length > 0) texts.push(t('companyData.account.kept', { fields: fieldList(kept) }));
      setStatus({ tone: 'done', text: texts.join(' ') });
    },
    onError: (error) =>
      setStatus({
        tone: 'error',
        text: localizedServerMessage(error, t, t('companyData.account.readFailed')),
      }),
  });

  const save = useMutation({
    mutationFn: async () => {
      const user = await queryClient.fetchQuery(userInfoQueryOptions());
      const { request, changed } = profileSaveOf(user, useStepperStore.getState().companyProfile);
      if (changed.length === 0) return changed;
      const updated = await updateProfile(request);
      queryClient.setQueryData(userInfoQueryOptions().queryKey, updated);
      return changed;
    },
    onSuccess: (changed) =>
      setStatus({
        tone: 'done',
        text:
          changed.length > 0
            ? t('companyData.account.saved', { fields: fieldList(changed) })
            : t('companyData.account.alreadySaved'),
      }),
    onError: (error) => setStatus({ tone: 'error', text: saveErrorText(error) }),
  });

  function saveErrorText(error: unknown): string {
    if (error instanceof ApiError && error.status === 400) {
      return error.message.includes(registrationMessages.postalCodeInvalid)
        ? t('companyData.account.postalCodeInvalid')
        : t('companyData.account.saveInvalid');
    }
    return localizedServerMessage(error, t, t('companyData.account.saveFailed'));
  }

  if (!isLoggedIn) return null;
  const busy = fill.isPending || save.isPending;
  return (
    <Paper withBorder radius="md" p="md" data-testid="account-actions">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t('companyData.account.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('companyData.account.description')}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconUserDown size={16} aria-hidden />}
            loading={fill.isPending}
            disabled={busy && !fill.isPending}
            onClick={() => {
              setStatus(null);
              fill.mutate();
            }}
          >
            {t('companyData.account.fill')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserUp size={16} aria-hidden />}
            loading={save.isPending}
            disabled={busy && !save.isPending}
            onClick={() => {
              setStatus(null);
              save.mutate();
            }}
          >
            {t('companyData.account.save')}
          </Button>
        </Group>
        {/* Always present, so screen readers announce what the buttons did. */}
        <Text
          size="sm"
          role={status?.tone === 'error' ? 'alert' : 'status'}
          c={status?.tone === 'error' ? 'red.8' : undefined}
          data-testid="account-status"
        >
          {status?.text ?? ''}
        </Text>
      </Stack>
    </Paper>
  );
}
