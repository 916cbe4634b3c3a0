import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNaceLookup } from '../api/lookup-nace-codes';

/**
 * NACE codes of a vcg.ai solution with their descriptions looked up (spec part 1 §2, §8): a
 * loading text meanwhile; on failure, or for an unknown code, 'Description not available'.
 */
export function NaceCodeList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('matching');
  const lookup = useNaceLookup(codes);
  if (lookup.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('nace.loading')}
      </Text>
    );
  }
  const descriptions = new Map((lookup.data ?? []).map((entry) => [entry.code, entry.description]));
  return (
    <List size="sm" spacing={4}>
      {codes.map((code) => (
        <List.Item key={code}>
          <Text span size="sm" fw={700}>
            {code}
          </Text>
          {': '}
          <span>{descriptions.get(code) ?? t('nace.unavailable')}</span>
        </List.Item>
      ))}
    </List>
  );
}
