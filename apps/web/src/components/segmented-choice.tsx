import type { ReactNode } from 'react';
import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Takes the whole width, the options sharing it. */
  fullWidth?: boolean;
  size?: 'xs' | 'sm';
  /** For a layout of the options of its own (several rows on a phone). */
  className?: string;
  labelClassName?: string;
}

/**
 * One of a few options, side by side: radio buttons of the browser's own (arrow keys move the
 * choice), drawn as Mantine's segmented control is. Mantine's measures its options when it mounts
 * and renders again at once, which made the first paint of a page with one wait for all of the
 * page's effects and a layout of the whole page (docs/decisions.md 28); this one is drawn by CSS.
 */
export function SegmentedChoice<T extends string>({
  value,
  onChange,
  data,
  fullWidth = false,
  size = 'sm',
  className,
  labelClassName,
  ...labelled
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      {...labelled}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-full-width={fullWidth || undefined}
      data-size={size}
    >
      {data.map((option) => (
        <label
          key={option.value}
          className={classes.option}
          data-active={option.value === value || undefined}
          data-disabled={option.disabled || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span className={labelClassName}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
