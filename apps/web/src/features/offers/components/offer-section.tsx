import type { OfferDetail } from '@foodhub/contracts';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from './offer-facts';

/** A part of an offer's page: a bordered section named by its heading. */
export function OfferSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
    >
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** 'The offer': its facts, as the donor's page, the inbox's and the link's page show them. */
export function OfferFactsSection({
  offer,
  reader,
}: {
  offer: OfferDetail;
  reader?: 'provider' | 'donor';
}) {
  const { t } = useTranslation('offers');
  return (
    <OfferSection id="offer-facts-heading" title={t('page.offerHeading')}>
      <OfferFacts offer={offer} reader={reader} />
    </OfferSection>
  );
}
