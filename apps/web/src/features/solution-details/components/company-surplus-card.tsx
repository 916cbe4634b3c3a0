import { Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconChevronDown } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivatePerson } from '../../../hooks/use-private-person';
import type { CompanyProfile, WasteInfo } from '../../../stores/stepper-data';
import { PageLoader } from '../../../components/page-loader';
import { preloadableLazy, usePreloadAfterPaint } from '../../../lib/preloadable-lazy';

// The facts' code is fetched once the page is on screen, or as the card first opens.
const content = preloadableLazy(() => import('./company-surplus-content'));
const CompanySurplusContent = content.Component;

interface CompanySurplusCardProps {
  company: CompanyProfile;
  surplus: WasteInfo;
}

/**
 * Card 1, 'Company & Surplus Information': collapsed at first, its header toggles it. What it
 * holds is drawn the first time it opens, not with the page (docs/decisions.md 47), and then kept
 * for the card to slide shut and open again; its code comes after the page's first paint (48).
 */
export function CompanySurplusCard({ company, surplus }: CompanySurplusCardProps) {
  const { t } = useTranslation('matching');
  const [opened, { toggle }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const contentId = useId();
  // A private person's details are theirs, not a company's.
  const isPrivate = usePrivatePerson(company.businessCategory);
  usePreloadAfterPaint(content.preload);
  return (
    <Paper withBorder radius="md">
      <Title order={2} fz={{ base: 18, sm: 20 }}>
        <UnstyledButton
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={contentId}
          w="100%"
          p={{ base: 'md', sm: 'lg' }}
          fz="inherit"
          fw="inherit"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconBuildingStore size={22} aria-hidden color="var(--mantine-color-green-8)" />
              <span>
                {t(
                  isPrivate ? 'details.companySurplusTitlePrivate' : 'details.companySurplusTitle',
                )}
              </span>
            </Group>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{ flex: 'none', transform: opened ? 'rotate(180deg)' : undefined }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse in={opened} id={contentId}>
        {everOpened && (
          <Suspense fallback={<PageLoader />}>
            <CompanySurplusContent company={company} surplus={surplus} isPrivate={isPrivate} />
          </Suspense>
        )}
      </Collapse>
    </Paper>
  );
}
