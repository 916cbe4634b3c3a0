import type { OfferDetail } from '@foodhub/contracts';
import { canMoveOffer } from '@foodhub/domain';
import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filledText } from '../../../components/fact-list';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { pathTo } from '../../../config/paths';
import { localizedServerMessage } from '../../../lib/server-text';
import { isUnknownOffer, useAnswerProviderOffer, useProviderOffer } from '../api/provider-offers';
import type { AnswerChoice } from '../lib/answer-rules';
import { answerFailureText } from '../lib/answer-texts';
import { AnswerChoices } from './answer-choices';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferFactsSection } from './offer-section';
import { ProviderOfferBlock } from './provider-offer-block';
import { ProviderOfferHistory } from './provider-offer-history';
import { ProviderOfferState } from './provider-offer-state';

/** The answers in the order the page offers them; the offer's state says which it allows. */
const ANSWERS: readonly AnswerChoice[] = ['accept', 'propose', 'decline'];

/** The page's column: narrow enough to read on a laptop, the whole width of a phone. */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('offer-inbox');
  return (
    <Container size={720} px="md" py={{ base: 'md', sm: 48 }}>
      <Stack gap="lg">
        <Group>
          <Button
            component={Link}
            to={pathTo('provider-offers')}
            variant="subtle"
            size="md"
            px="xs"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('detail.back')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** No such offer for this account: it was sent elsewhere, or the address is wrong. */
function UnknownOffer() {
  const { t } = useTranslation('offer-inbox');
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('detail.unknownTitle')}
      </Title>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
        <Text size="sm">{t('detail.unknownText')}</Text>
      </Alert>
    </Stack>
  );
}

/** The account sent this offer itself: its answers are the provider's, its steps in My offers. */
function DonorsOwnOffer({ id }: { id: string }) {
  const { t } = useTranslation('offer-inbox');
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t('detail.donorView')}</Text>
        <Anchor component={Link} to={pathTo('my-offer', { id })} size="sm">
          {t('detail.donorViewLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The offer, the answer it waits for or what became of it, its history, and the block. */
function OfferView({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation('offer-inbox');
  const { t: offersT } = useTranslation('offers');
  const answer = useAnswerProviderOffer(offer.id);
  const isProvider = offer.viewer === 'provider';
  const choices = isProvider ? ANSWERS.filter((choice) => canMoveOffer(choice, offer.status)) : [];
  const failure = answer.isError && (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {answerFailureText(answer.error, offersT)}
    </Alert>
  );
  const donor = filledText(offer.donor.name) ?? t('inbox.unnamedDonor');
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('detail.title', { name: filledText(offer.surplus.name) ?? t('inbox.unnamedSurplus') })}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            {offersT('facts.status')}
          </Text>
          <OfferStatusBadge status={offer.status} reader="provider" size="lg" />
        </Group>
        {offer.status === 'sent' && isProvider && <Text size="sm">{t('detail.intro')}</Text>}
      </Stack>
      {offer.status !== 'sent' && <ProviderOfferState offer={offer} answered={answer.isSuccess} />}
      {choices.length === 0 && failure}
      {offer.viewer === 'donor' && <DonorsOwnOffer id={offer.id} />}
      <OfferFactsSection offer={offer} />
      {choices.length > 0 && (
        <AnswerChoices
          // Another state offers other answers: the open form closes.
          key={offer.status}
          offer={offer}
          choices={choices}
          hint={offer.status === 'proposed' ? t('detail.proposedHint') : t('detail.choicesHint')}
          onAnswer={(sent) => {
            if (!answer.isPending) answer.mutate(sent);
          }}
          pending={answer.isPending}
          failure={failure}
        />
      )}
      <ProviderOfferHistory events={offer.events} />
      {isProvider && (
        <ProviderOfferBlock
          offerId={offer.id}
          donor={donor}
          blocked={offer.donor_blocked === true}
        />
      )}
    </Stack>
  );
}

/**
 * /provider-offers/:id, linked from the inbox and from the mail a new offer sends: the offer as
 * the organisation's account reads it (the donor's address and e-mail, the condition answers,
 * the message and packing, the history) and its answer: accept with a time in the window and
 * who comes, propose another window, or decline; once proposed, it waits for the donor (declining
 * is still possible). A refusal because the offer moved meanwhile shows the offer as it is now.
 */
export function ProviderOfferPage({ id }: { id: string }) {
  const { t } = useTranslation('offer-inbox');
  const offer = useProviderOffer(id);

  let content: ReactNode;
  if (offer.isPending) content = <LoadingState label={t('detail.loading')} />;
  else if (offer.isError && !offer.data) {
    content = isUnknownOffer(offer.error) ? (
      <UnknownOffer />
    ) : (
      <LoadFailed
        title={t('detail.loadFailed')}
        text={localizedServerMessage(offer.error, t, t('detail.loadFailedText'))}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
      />
    );
  } else content = <OfferView offer={offer.data} />;
  return <Frame>{content}</Frame>;
}
