import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { localizedServerMessage } from '../../../lib/server-text';
import { userInfoQueryOptions } from '../../../api/user-info';
import { useSendEmailConfirmation } from '../api/send-email-confirmation';

/**
 * 'Confirm your e-mail address' on Account Settings while the address is unconfirmed, with a
 * button that mails a new link. The server decides where the link goes (by mail, or to the
 * operator's outbox); this notice never shows it.
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const send = useSendEmailConfirmation();

  const sendAgain = () =>
    send.mutate(undefined, {
      onError: (error) => {
        // Confirmed meanwhile (another tab, another device): the notice goes.
        if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_CONFIRMED') {
          void queryClient.invalidateQueries(userInfoQueryOptions());
        }
      },
    });

  const delivered = send.data?.code === 'EMAIL_CONFIRMATION_SENT';
  const answer = send.isSuccess
    ? localizedServerMessage(send.data, t, t('confirmEmail.sent'))
    : send.isError
      ? localizedServerMessage(send.error, t, t('confirmEmail.sendFailed'))
      : null;

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation />}
      title={t('confirmEmail.noticeTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('confirmEmail.noticeText', { email })}</Text>
        {answer && (
          <Text size="sm" fw={500} c={delivered ? 'green.9' : undefined} role="status">
            {answer}
          </Text>
        )}
        <Button variant="default" size="sm" loading={send.isPending} onClick={sendAgain}>
          {t('confirmEmail.sendAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
