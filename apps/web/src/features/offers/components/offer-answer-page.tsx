import type { OfferDetail } from '@foodhub/contracts';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingState } from '../../../components/page-states';
import { localizedServerMessage } from '../../../lib/server-text';
import { isLinkUnknown, useAnswerOffer, useOfferByLink } from '../api/offer-link';
import { answerFailureText } from '../lib/answer-texts';
import { AnswerChoices } from './answer-choices';
import { OfferFactsSection } from './offer-section';
import { OfferOutcome } from './offer-outcome';
import { OfferStatusBadge } from './offer-status-badge';
import { linkTokenOf } from '../../../lib/link-token';

/** The page's column: narrow enough to read on a laptop, the whole width of a phone. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size={720} px="md" py={{ base: 'lg', sm: 48 }}>
      {children}
    </Container>
  );
}

/** A link without a token, with an unknown one, or one that has answered its offer already. */
function InvalidLink({ missing = false }: { missing?: boolean }) {
  const { t } = useTranslation('offers');
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('invalid.title')}
      </Title>
      <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />} role="alert">
        <Text size="sm">{missing ? t('invalid.noToken') : t('invalid.text')}</Text>
      </Alert>
    </Stack>
  );
}

/** The offer, and the answer it waits for or what became of it. */
function OfferView({ offer, token }: { offer: OfferDetail; token: string }) {
  const { t } = useTranslation('offers');
  const answer = useAnswerOffer(token);
  if (isLinkUnknown(answer.error)) return <InvalidLink />;
  const failure = answer.isError && (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {answerFailureText(answer.error, t)}
    </Alert>
  );
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('page.title')}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            {t('facts.status')}
          </Text>
          <OfferStatusBadge status={offer.status} reader="provider" />
        </Group>
        {offer.status === 'sent' && <Text size="sm">{t('page.intro')}</Text>}
      </Stack>
      {offer.status !== 'sent' && <OfferOutcome offer={offer} answered={answer.isSuccess} />}
      {offer.status !== 'sent' && failure}
      <OfferFactsSection offer={offer} />
      {offer.status === 'sent' && (
        <AnswerChoices
          offer={offer}
          onAnswer={(sent) => {
            if (!answer.isPending) answer.mutate(sent);
          }}
          pending={answer.isPending}
          failure={failure}
          hint={t('choices.hint')}
        />
      )}
    </Stack>
  );
}

/**
 * /offer-answer?token=…, opened from the mail an offer sends to a provider without an account:
 * shows the offer and takes one answer (accept with a time, propose another window, decline
 * with a reason); once answered, or when the offer moved on, it says what happened. The token
 * stays in the address, as on the page that confirms an e-mail address; the server reads it
 * from the request's body only.
 */
export function OfferAnswerPage() {
  const { t } = useTranslation('offers');
  const [searchParams] = useSearchParams();
  const token = linkTokenOf(searchParams);
  const offer = useOfferByLink(token);

  let content: ReactNode;
  if (!token) content = <InvalidLink missing />;
  else if (offer.isPending) content = <LoadingState label={t('page.loading')} />;
  else if (offer.isError) {
    content = isLinkUnknown(offer.error) ? (
      <InvalidLink />
    ) : (
      <LoadFailed
        title={t('page.loadFailed')}
        text={localizedServerMessage(offer.error, t, t('page.loadFailedText'))}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
      />
    );
  } else content = <OfferView offer={offer.data} token={token} />;
  return <Frame>{content}</Frame>;
}
