import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** The impact analysis stepper (spec part 2 §2): its steps render below this heading. */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <>
      <Container size="md" pt={48}>
        <Title order={1}>{t('pages.lcaStepper.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('pages.lcaStepper.subtitle')}
        </Text>
      </Container>
      <Outlet />
    </>
  );
}
