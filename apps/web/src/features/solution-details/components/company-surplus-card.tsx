import { Collapse, Group, Paper, SimpleGrid, Stack, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivatePerson } from '../../../hooks/use-private-person';
import type { CompanyProfile, WasteInfo } from '../../../stores/stepper-data';
import { CompanyFacts } from './company-facts';
import { SurplusFacts } from './surplus-facts';

interface CompanySurplusCardProps {
  company: CompanyProfile;
  surplus: WasteInfo;
}

/**
 * Card 1, 'Company & Surplus Information': collapsed at first, its header toggles it. What it
 * holds (the company's and the surplus's facts side by side) is drawn the first time it opens,
 * not with the page, and then kept for the card to slide shut and open again.
 */
export function CompanySurplusCard({ company, surplus }: CompanySurplusCardProps) {
  const { t } = useTranslation('matching');
  const [opened, { toggle }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const contentId = useId();
  // A private person's details are theirs, not a company's.
  const isPrivate = usePrivatePerson(company.businessCategory);
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
        )}
      </Collapse>
    </Paper>
  );
}
