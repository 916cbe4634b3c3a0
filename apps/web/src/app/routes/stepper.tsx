import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** The entry stepper (spec part 1 §2): its steps render below this heading. */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <>
      <Container size="md" pt={48}>
        <Title order={1}>{t('pages.stepper.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('pages.stepper.subtitle')}
        </Text>
      </Container>
      <Outlet />
    </>
  );
}
