import type { SolutionSource } from '@foodhub/contracts';
import { Anchor, List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Only web addresses become links: a source never runs script or opens another scheme. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The catalogue's sources of a dataset solution, opening in a new tab. */
export function SourceList({ sources }: { sources: SolutionSource[] }) {
  const { t } = useTranslation('matching');
  const { t: tc } = useTranslation('common');
  return (
    <List size="sm" spacing={4}>
      {sources.map((source, index) => {
        const origin = [source.publisher, source.year].filter(Boolean).join(', ');
        return (
          <List.Item key={`${source.url}-${index}`} style={{ overflowWrap: 'anywhere' }}>
            {isWebUrl(source.url) ? (
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
                {source.title || source.url}
                <VisuallyHidden> {tc('nav.opensInNewTab')}</VisuallyHidden>
              </Anchor>
            ) : (
              <Text span size="sm">
                {source.title || t('details.untitledSource')}
              </Text>
            )}
            {origin && (
              <Text span size="sm" c="dimmed">
                {' '}
                ({origin})
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
