import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localizedServerMessage } from '../../../lib/server-text';
import { useBlockDonor } from '../api/provider-offers';
import { OfferSectionFrame } from './offer-section';

interface ProviderOfferBlockProps {
  offerId: string;
  donor: string;
  /** The organisation stopped offers from this donor already (the offer's donor_blocked). */
  blocked: boolean;
}

/**
 * 'Stop offers from this donor' after a confirmation that says what it does (focus on Cancel,
 * Escape closes): POST /me/provider/offers/{id}/block. The donor's later offers are refused;
 * offers already received stay as they are. Once stopped, the section says so.
 */
export function ProviderOfferBlock({ offerId, donor, blocked }: ProviderOfferBlockProps) {
  const { t } = useTranslation('offer-inbox');
  const { t: tc } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const block = useBlockDonor(offerId);

  function confirm() {
    if (block.isPending) return;
    block.mutate(undefined, { onSuccess: close });
  }

  function cancel() {
    if (block.isPending) return;
    block.reset();
    close();
  }

  return (
    <OfferSectionFrame id="offer-block-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id="offer-block-heading">
          {t('block.heading')}
        </Title>
        {blocked || block.isSuccess ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            w="100%"
          >
            {t('block.done')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('block.text')}</Text>
            <Button
              variant="outline"
              color="red"
              size="md"
              w={{ base: '100%', sm: 'auto' }}
              h="auto"
              mih={42}
              py={6}
              // A phone's width: the words wrap rather than being cut.
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
              leftSection={<IconBan size={18} aria-hidden />}
              onClick={open}
            >
              {t('block.button')}
            </Button>
          </>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={cancel}
        centered
        title={<Text fw={700}>{t('block.title')}</Text>}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('block.confirmText', { donor })}</Text>
          <Text size="sm">{t('block.confirmKeep')}</Text>
          {block.isError && (
            <Alert color="red" variant="light" role="alert">
              {localizedServerMessage(block.error, t, t('block.failed'))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button
              variant="default"
              size="md"
              onClick={cancel}
              disabled={block.isPending}
              data-autofocus
            >
              {t('block.cancel')}
            </Button>
            <Button color="red" size="md" onClick={confirm} loading={block.isPending}>
              {t('block.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </OfferSectionFrame>
  );
}
