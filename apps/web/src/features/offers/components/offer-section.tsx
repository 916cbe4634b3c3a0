import type { OfferDetail } from '@foodhub/contracts';
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from './offer-facts';

/** The bordered frame of a part of an offer's page, named by its heading (the id). */
export function OfferSectionFrame({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
    >
      {children}
    </Paper>
  );
}

interface OfferSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A part of an offer's page: a bordered section named by its heading. */
export function OfferSection({ id, title, children }: OfferSectionProps) {
  return (
    <OfferSectionFrame id={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </OfferSectionFrame>
  );
}

/** A part of an offer's page as OfferSection, its heading and parts stacked a gap apart. */
export function OfferStackSection({ id, title, children }: OfferSectionProps) {
  return (
    <OfferSectionFrame id={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </OfferSectionFrame>
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
