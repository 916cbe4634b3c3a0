import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';

/** No match (spec part 1 §2, §8): what to try next and the way back to the surplus. */
export function EmptySolutions() {
  const { t } = useTranslation('matching');
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={26} aria-hidden />
        </ThemeIcon>
        <Title order={3}>{t('empty.title')}</Title>
        <Text maw={480}>{t('empty.text')}</Text>
        <Button
          component={Link}
          to={pathTo('food-surplus')}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('empty.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
