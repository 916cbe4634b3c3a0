import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The long texts of the documentation and legal pages are kept in the translation files as lists
 * of blocks, so translators see plain sentences: "## " starts a subheading, "- " a list item, any
 * other block is a paragraph. Consecutive list items form one list.
 */
export function DocumentBlocks({ blocks }: { blocks: readonly string[] }) {
  const out: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length === 0) return;
    out.push(
      <List key={`list-${out.length}`} spacing={4}>
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>,
    );
    items = [];
  };
  blocks.forEach((block, i) => {
    if (block.startsWith('- ')) {
      items.push(block.slice(2));
      return;
    }
    flush();
    if (block.startsWith('## ')) {
      out.push(
        <Title key={i} order={3} fz="h4" mt="xs">
          {block.slice(3)}
        </Title>,
      );
    } else {
      out.push(<Text key={i}>{block}</Text>);
    }
  });
  flush();
  return <Stack gap="sm">{out}</Stack>;
}
