import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The Hello World view of the developer view (spec part 1 §2). */
export function Component() {
  const { t } = useTranslation('dev');
  useDocumentTitle(t('hello.title'));
  return (
    <Container size="md" py={48}>
      <Stack gap="xs">
        <Title order={1}>{t('hello.title')}</Title>
        <Text c="dimmed">{t('hello.text')}</Text>
      </Stack>
    </Container>
  );
}
