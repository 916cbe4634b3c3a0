import {
  ACCESS_TOKEN_TTL_SECONDS,
  DONATION_EFFICIENCY,
  PRODUCTION_SUBSTITUTION_RATE,
  ROAD_CIRCUITY_FACTOR,
  TRANSPORT_HELP_CO2_PER_TONNE_KM,
  TRANSPORT_PER_TONNE_KM,
  WEEKS_PER_MONTH,
  WEEKS_PER_YEAR,
} from '@foodhub/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { DocumentBlocks } from '../../components/document/document-blocks';
import { DocumentPage, type DocumentSection } from '../../components/document/document-page';
import { translatedBlocks } from '../../components/document/translated-blocks';
import { LanguageSegments } from '../../components/language/language-switcher';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useContactEmail } from '../../lib/client-config';
import { formatNumber } from '../../lib/format-number';
import { ImpactConstantsTable } from './impact-constants-table';

/** The nine sections of spec part 2 §2, in order; their ids are the page's anchors. */
export const DOC_SECTIONS = [
  'introduction',
  'gettingStarted',
  'usingTool',
  'solutionDetails',
  'lcaAnalysis',
  'chatbot',
  'dataSources',
  'projectContext',
  'support',
] as const;

/** Numbers the texts quote, from the code that uses them, formatted in the reader's language. */
function useQuotedNumbers(language: string): Record<string, string> {
  const format = (value: number) => formatNumber(value, { maximumFractionDigits: 4 }, language);
  return {
    sessionHours: format(ACCESS_TOKEN_TTL_SECONDS / 3600),
    donationEfficiency: format(DONATION_EFFICIENCY),
    substitutionRate: format(PRODUCTION_SUBSTITUTION_RATE),
    weeksPerMonth: format(WEEKS_PER_MONTH),
    weeksPerYear: format(WEEKS_PER_YEAR),
    circuity: format(ROAD_CIRCUITY_FACTOR),
    transportHelpCo2: format(TRANSPORT_HELP_CO2_PER_TONNE_KM),
    transportCo2: format(TRANSPORT_PER_TONNE_KM.co2),
  };
}

function SupportLinks() {
  const { t } = useTranslation('docs');
  const email = useContactEmail();
  return (
    <Stack gap="xs" mt="sm">
      <Text>
        <Trans
          t={t}
          i18nKey="sections.support.contact"
          values={{ email }}
          components={{ mail: <Anchor href={`mailto:${email}`} /> }}
        />
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={pathTo('privacy-policy')}>
          {t('sections.support.privacy')}
        </Anchor>
        <Anchor component={Link} to={pathTo('impressum')}>
          {t('sections.support.impressum')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /tool-description: the user documentation (spec part 2 §2). */
export function ToolDescriptionPage() {
  const { t, i18n } = useTranslation(['docs', 'common']);
  const numbers = useQuotedNumbers(i18n.language);
  useDocumentTitle(t('common:pages.toolDescription.title'));

  const sections: DocumentSection[] = DOC_SECTIONS.map((id) => {
    const blocks = translatedBlocks(t, `sections.${id}`, numbers);
    return {
      id,
      title: t(`sections.${id}.title`),
      content: (
        <>
          <DocumentBlocks blocks={blocks} />
          {id === 'lcaAnalysis' && <ImpactConstantsTable />}
          {id === 'support' && <SupportLinks />}
        </>
      ),
    };
  });

  return (
    <DocumentPage
      title={t('common:pages.toolDescription.title')}
      contentsLabel={t('contents')}
      tools={<LanguageSegments />}
      lead={
        <Stack gap="sm" maw={760} align="flex-start">
          <Text size="lg">{t('lead')}</Text>
          <Text c="dimmed" size="sm">
            {t('languageHint')}
          </Text>
          <Button
            component={Link}
            to={pathTo('tool')}
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('openTool')}
          </Button>
        </Stack>
      }
      sections={sections}
    />
  );
}
