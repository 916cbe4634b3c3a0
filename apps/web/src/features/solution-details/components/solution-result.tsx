import { List, Text } from '@mantine/core';
import { filledText, filledTexts } from '../../../components/fact-list';

/** A solution's result: a list or a text (spec part 1 §3). */
export function SolutionResult({ result }: { result: unknown }) {
  const items = filledTexts(result);
  if (items.length > 0) {
    return (
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  }
  return <Text size="sm">{filledText(result)}</Text>;
}

/** True when a result (list or text) has something to show. */
export function hasResult(result: unknown): boolean {
  return filledTexts(result).length > 0 || filledText(result) !== null;
}
