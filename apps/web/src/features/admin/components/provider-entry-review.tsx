import type { AdminProviderEntry } from '@foodhub/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { localizedServerMessage } from '../../../lib/server-text';
import { useApproveProviderEntry, useRejectProviderEntry } from '../api/admin-provider-entries';
import { isForbidden } from '../lib/access';
import { canApprove, canReject, reviewRefusalKey } from '../lib/provider-review';
import { useDenyOnForbidden } from './admin-access';
import { GrowingTextarea } from '../../../components/growing-textarea';

/** The reason's limit in rejectProviderEntryBody (contracts provider-entries.ts), which names no constant. */
const REASON_MAX = 1000;

/**
 * A button's icon, or a spinner while its call is under way. The button only says it is busy
 * (aria-disabled; the handlers ignore a second press): a disabled button drops the keyboard
 * focus, which a failure would then leave nowhere.
 */
const busy = (pending: boolean, icon: ReactNode) =>
  pending ? <Loader size={14} color="currentColor" aria-hidden /> : icon;

/**
 * Approve (a pending entry, or an approved one whose changes wait for the operator) and Reject
 * (a pending or an approved one, with a reason).
 */
export function ProviderEntryReview({
  entry,
  onDecided,
}: {
  entry: AdminProviderEntry;
  /** Told after a decision, while the card is still shown: its buttons are gone now. */
  onDecided: (entry: AdminProviderEntry) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const approve = useApproveProviderEntry();
  const reject = useRejectProviderEntry();
  useDenyOnForbidden(approve.error ?? reject.error);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const name = entry.company_name;

  // A refusal the console words (someone decided first) before the server's own message.
  const failureText = (error: unknown) => {
    const key = reviewRefusalKey(error);
    return key ? t(key) : localizedServerMessage(error, t, t('errorText'));
  };

  const approveEntry = () => {
    if (approve.isPending) return;
    const review = entry.review_changes !== null;
    approve.mutate(entry, {
      onSuccess: () => {
        notifySuccess({
          title: t('providers.approved'),
          message: t(review ? 'providers.approvedChangesText' : 'providers.approvedText', { name }),
          closeLabel: tc('dialog.close'),
        });
        onDecided(entry);
      },
      onError: (error) => {
        // The layout shows the not-for-you page instead.
        if (isForbidden(error)) return;
        notifyFailure({
          title: t('providers.approveFailed', { name }),
          message: failureText(error),
          closeLabel: tc('dialog.close'),
        });
      },
    });
  };

  const openReject = () => {
    // One decision at a time: an approval on its way settles the entry first.
    if (approve.isPending) return;
    reject.reset();
    setReason('');
    setReasonError(null);
    setOpened(true);
  };
  const cancelReject = () => {
    if (reject.isPending) return;
    setOpened(false);
    rejectButton.current?.focus();
  };
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (reject.isPending) return;
    const text = reason.trim();
    if (!text) {
      setReasonError(t('providers.rejectDialog.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    reject.mutate(
      { entry, reason: text },
      {
        onSuccess: () => {
          setOpened(false);
          notifySuccess({
            title: t('providers.rejected'),
            message: t('providers.rejectedText', { name }),
            closeLabel: tc('dialog.close'),
          });
          onDecided(entry);
        },
      },
    );
  };

  if (!canApprove(entry) && !canReject(entry.status)) return null;

  return (
    <>
      <Group gap="sm">
        {canApprove(entry) && (
          <Button
            color="green"
            leftSection={busy(approve.isPending, <IconCheck size={16} aria-hidden />)}
            aria-disabled={approve.isPending || undefined}
            onClick={approveEntry}
          >
            {entry.review_changes ? t('providers.approveChanges') : t('providers.approve')}{' '}
            <VisuallyHidden>({name})</VisuallyHidden>
          </Button>
        )}
        {canReject(entry.status) && (
          <Button
            ref={rejectButton}
            variant="outline"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={openReject}
          >
            {t('providers.reject')} <VisuallyHidden>({name})</VisuallyHidden>
          </Button>
        )}
      </Group>
      <Modal
        opened={opened}
        onClose={cancelReject}
        centered
        // Focus goes back by hand: to Reject on cancel, to the card after a decision (the
        // Reject button is gone then).
        returnFocus={false}
        title={<Text fw={700}>{t('providers.rejectDialog.title', { name })}</Text>}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <form noValidate onSubmit={submitReject}>
          <Stack gap="md">
            <Text size="sm">
              {entry.status === 'approved'
                ? t('providers.rejectDialog.textApproved')
                : t('providers.rejectDialog.text')}
            </Text>
            <GrowingTextarea
              ref={reasonField}
              label={t('providers.rejectDialog.reason')}
              description={t('providers.rejectDialog.reasonDescription', { max: REASON_MAX })}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
              required
              maxLength={REASON_MAX}
              minRows={3}
              maxRows={10}
              data-autofocus
            />
            {reject.isError && !isForbidden(reject.error) && (
              <Alert color="red" variant="light" title={t('providers.rejectFailed')}>
                {failureText(reject.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancelReject} disabled={reject.isPending}>
                {t('providers.rejectDialog.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                leftSection={busy(reject.isPending, <IconX size={16} aria-hidden />)}
                aria-disabled={reject.isPending || undefined}
              >
                {t('providers.rejectDialog.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
