import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBlocks } from '../../components/document/document-blocks';
import { DocumentPage, type DocumentSection } from '../../components/document/document-page';
import { translatedBlocks } from '../../components/document/translated-blocks';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { OperatorFacts, useHasPlaceholders, type OperatorField } from './operator-facts';

/** The sections of spec part 2 §2 'Impressum', and what the operator fills in for each. */
const IMPRESSUM_SECTIONS: readonly { id: string; fields: readonly OperatorField[] }[] = [
  { id: 'mediaOwner', fields: ['name', 'address', 'email', 'phone', 'website'] },
  { id: 'legalInformation', fields: ['representative', 'register', 'vatId'] },
  { id: 'supervisoryBoard', fields: ['supervisoryBoard'] },
  { id: 'ownership', fields: ['ownership'] },
  { id: 'supervisoryAuthority', fields: ['supervisoryAuthority'] },
  { id: 'disclaimer', fields: [] },
];

/** /impressum: the operator's legal disclosure (spec part 2 §2), identity from OPERATOR_*. */
export function ImpressumPage() {
  const { t } = useTranslation(['legal', 'common']);
  useDocumentTitle(t('common:pages.impressum.title'));
  const placeholders = useHasPlaceholders(IMPRESSUM_SECTIONS.flatMap((s) => s.fields));

  const sections: DocumentSection[] = IMPRESSUM_SECTIONS.map(({ id, fields }) => ({
    id,
    title: t(`impressum.sections.${id}.title`),
    content: (
      <Stack gap="sm">
        <DocumentBlocks blocks={translatedBlocks(t, `impressum.sections.${id}`)} />
        {fields.length > 0 && <OperatorFacts fields={fields} />}
      </Stack>
    ),
  }));

  let lead: ReactNode = (
    <Text size="lg" maw={760}>
      {t('impressum.lead')}
    </Text>
  );
  if (placeholders) {
    lead = (
      <Stack gap={4} maw={760}>
        {lead}
        <Text size="sm" c="dimmed">
          {t('operator.placeholderNote')}
        </Text>
      </Stack>
    );
  }

  return (
    <DocumentPage
      title={t('common:pages.impressum.title')}
      contentsLabel={t('contents')}
      lead={lead}
      sections={sections}
    />
  );
}
