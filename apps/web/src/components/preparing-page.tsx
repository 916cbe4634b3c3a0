import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../app/paths';

interface PreparingPageProps {
  title: string;
  subtitle?: string;
  /** 2 when the page sits under a parent page's heading (stepper steps). */
  order?: 1 | 2;
}

/** An honest stand-in for a part of the tool that is not built yet: its title and a way home. */
export function PreparingPage({ title, subtitle, order = 1 }: PreparingPageProps) {
  const { t } = useTranslation('common');
  return (
    <Container size="md" py={order === 1 ? 48 : 'lg'}>
      <Stack gap="lg">
        <div>
          <Title order={order}>{title}</Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        <Paper withBorder radius="md" p="xl" bg="gray.0">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconTools size={26} aria-hidden />
            </ThemeIcon>
            <Text>{t('preparing.text')}</Text>
            <Button
              component={Link}
              to={pathTo('home')}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('actions.backHome')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
