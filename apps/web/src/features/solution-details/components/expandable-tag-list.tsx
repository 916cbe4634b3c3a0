import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagList } from '../../../components/tag-list';

/** Tags shown before 'Show all N'. */
export const TAGS_SHOWN_AT_FIRST = 8;
/** A list only this much longer is shown whole: 'Show all' for one or two more is no help. */
const WHOLE_UP_TO = TAGS_SHOWN_AT_FIRST + 2;

/**
 * Tags that may be many (a solution's accepted foods run to 60 and more): the first few, with
 * 'Show all N' to see the rest, so the page's other content stays within reach.
 */
export function ExpandableTagList({ values, label }: { values: string[]; label: string }) {
  const { t } = useTranslation('matching');
  const [all, setAll] = useState(false);
  const listId = useId();
  if (values.length <= WHOLE_UP_TO) return <TagList values={values} />;
  return (
    <Stack gap={6} align="flex-start">
      <div id={listId}>
        <TagList values={all ? values : values.slice(0, TAGS_SHOWN_AT_FIRST)} />
      </div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={all}
        aria-controls={listId}
        onClick={() => setAll((shown) => !shown)}
        rightSection={
          all ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
        }
      >
        {all ? t('tagList.showFewer') : t('tagList.showAll', { count: values.length })}
        <VisuallyHidden>: {label}</VisuallyHidden>
      </Button>
    </Stack>
  );
}
