import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile, WasteInfo } from '../../../stores/stepper-data';
import { CompanyFacts } from './company-facts';
import { SurplusFacts } from './surplus-facts';

/**
 * What the 'Company & Surplus Information' card holds once opened: the company's and the
 * surplus's facts side by side. Its code comes after the page's first paint (docs/decisions.md
 * 48).
 */
export default function CompanySurplusContent({
  company,
  surplus,
  isPrivate = false,
}: {
  company: CompanyProfile;
  surplus: WasteInfo;
  /** A private person's: their details, not a company's. */
  isPrivate?: boolean;
}) {
  const { t } = useTranslation('matching');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" px={{ base: 'md', sm: 'lg' }} pb="lg">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t(isPrivate ? 'details.companySidePrivate' : 'details.companySide')}
        </Title>
        <CompanyFacts company={company} isPrivate={isPrivate} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('details.surplusSide')}
        </Title>
        <SurplusFacts surplus={surplus} />
      </Stack>
    </SimpleGrid>
  );
}
