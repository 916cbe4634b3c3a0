import { Textarea } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

/**
 * A text area that grows with its text from `minRows` to `maxRows` (no limit when not given), by
 * CSS (`field-sizing`; a browser without it shows `minRows` and scrolls). Mantine's `autosize`
 * measures the text area when it mounts, a layout of the whole page inside the task that renders
 * it (docs/decisions.md 28).
 */
export function GrowingTextarea({
  minRows = 3,
  maxRows,
  style,
  ...props
}: Omit<ComponentPropsWithRef<typeof Textarea>, 'autosize' | 'rows' | 'classNames'>) {
  const rows = { '--textarea-min-rows': minRows, '--textarea-max-rows': maxRows } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      style={[rows, style]}
      classNames={{ input: classes.input }}
    />
  );
}
