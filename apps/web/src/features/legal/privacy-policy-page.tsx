import {
  ACCESS_TOKEN_TTL_SECONDS,
  ANALYTICS_RETENTION_MONTHS,
  ERROR_DATA_RETENTION_DAYS,
} from '@foodhub/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { DocumentBlocks } from '../../components/document/document-blocks';
import { DocumentPage, type DocumentSection } from '../../components/document/document-page';
import { translatedBlocks } from '../../components/document/translated-blocks';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { formatNumber } from '../../lib/format-number';
import { OperatorFacts, useHasPlaceholders, type OperatorField } from './operator-facts';
import { StatisticsConsent } from './statistics-consent';

/** The sections of the privacy policy; 'imprint' is the #imprint anchor of spec part 2 §2. */
export const PRIVACY_SECTIONS = [
  'controller',
  'registration',
  'formEntries',
  'chatbot',
  'partnerService',
  'addresses',
  'statistics',
  'loginToken',
  'errorData',
  'recipients',
  'rights',
  'imprint',
] as const;

const CONTROLLER_FIELDS: readonly OperatorField[] = [
  'name',
  'address',
  'email',
  'phone',
  'privacyEmail',
];

/** /privacy-policy (spec part 2 §2), with the retention periods of part 2 §9 from the code. */
export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation(['legal', 'common']);
  useDocumentTitle(t('common:pages.privacyPolicy.title'));
  const placeholders = useHasPlaceholders(CONTROLLER_FIELDS);
  const format = (value: number) => formatNumber(value, undefined, i18n.language);
  const values = {
    analyticsMonths: format(ANALYTICS_RETENTION_MONTHS),
    errorDays: format(ERROR_DATA_RETENTION_DAYS),
    sessionHours: format(ACCESS_TOKEN_TTL_SECONDS / 3600),
  };

  const extra: Partial<Record<(typeof PRIVACY_SECTIONS)[number], ReactNode>> = {
    controller: (
      <>
        <OperatorFacts fields={CONTROLLER_FIELDS} />
        {placeholders && (
          <Text size="sm" c="dimmed">
            {t('operator.placeholderNote')}
          </Text>
        )}
      </>
    ),
    statistics: <StatisticsConsent />,
    imprint: (
      <>
        <OperatorFacts fields={['name', 'address', 'email']} />
        <Anchor component={Link} to={pathTo('impressum')}>
          {t('privacy.sections.imprint.link')}
        </Anchor>
      </>
    ),
  };

  const sections: DocumentSection[] = PRIVACY_SECTIONS.map((id) => ({
    id,
    title: t(`privacy.sections.${id}.title`),
    content: (
      <Stack gap="sm">
        <DocumentBlocks blocks={translatedBlocks(t, `privacy.sections.${id}`, values)} />
        {extra[id]}
      </Stack>
    ),
  }));

  return (
    <DocumentPage
      title={t('common:pages.privacyPolicy.title')}
      contentsLabel={t('contents')}
      lead={
        <Text size="lg" maw={760}>
          {t('privacy.lead')}
        </Text>
      }
      sections={sections}
    />
  );
}
