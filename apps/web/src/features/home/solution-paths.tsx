import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconFlame,
  IconHeartHandshake,
  IconPig,
  IconPlant2,
  IconRecycle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The valorisation routes the matching chooses from, from most to least food-preserving. */
const paths = [
  { key: 'donation', icon: IconHeartHandshake, color: 'red' },
  { key: 'upcycling', icon: IconRecycle, color: 'teal' },
  { key: 'feed', icon: IconPig, color: 'orange' },
  { key: 'biogas', icon: IconFlame, color: 'yellow' },
  { key: 'compost', icon: IconPlant2, color: 'lime' },
] as const;

export function SolutionPaths() {
  const { t } = useTranslation('home');
  return (
    <Paper
      className={classes.pathCard}
      withBorder
      shadow="md"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Text fw={700} size="lg">
        {t('paths.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('paths.text')}
      </Text>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {paths.map(({ key, icon: Icon, color }) => (
          <Group key={key} component="li" gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={40} radius="md" variant="light" color={color}>
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={600} size="sm">
                {t(`paths.${key}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`paths.${key}.text`)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
