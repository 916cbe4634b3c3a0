import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLeaf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';

function Actions({ withReport, onProceed }: { withReport: boolean; onProceed?: () => void }) {
  const { t } = useTranslation('matching');
  return (
    <Group justify="space-between" gap="sm">
      <Button
        component={Link}
        to={pathTo('solutions')}
        variant="default"
        w={{ base: '100%', xs: 'auto' }}
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('details.back')}
      </Button>
      {withReport && (
        <Button
          component={Link}
          to={pathTo('LCAStepperView')}
          onClick={onProceed}
          leftSection={<IconLeaf size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
          h="auto"
          styles={{
            inner: { minHeight: 34, paddingBlock: 4 },
            label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
          }}
        >
          {t('details.proceed')}
        </Button>
      )}
    </Group>
  );
}

interface SolutionDetailsPageProps {
  /** False while the solution is loading or missing: there is nothing to report on yet. */
  withReport: boolean;
  /** Called as the user proceeds to the report: the analysis starts from this solution. */
  onProceed?: () => void;
  children: ReactNode;
}

/**
 * /solution/:id (spec part 1 §2 'Solution Details page'): title, subtitle, 'Back to Solutions'
 * above and below the cards, and the way on to the impact report.
 */
export function SolutionDetailsPage({ withReport, onProceed, children }: SolutionDetailsPageProps) {
  const { t } = useTranslation('common');
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('pages.solutionDetails.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('pages.solutionDetails.subtitle')}
          </Text>
        </div>
        <Actions withReport={withReport} onProceed={onProceed} />
        {children}
        <Actions withReport={withReport} onProceed={onProceed} />
      </Stack>
    </Container>
  );
}
