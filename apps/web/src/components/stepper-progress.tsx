import { Progress } from '@mantine/core';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import classes from './stepper-progress.module.css';

export interface ProgressStep {
  key: string;
  label: string;
  /** A step the user cannot take (the analysis's lifecycle stage): shown, marked as such. */
  disabled?: boolean;
}

function stepState(index: number, active: number) {
  if (index < active) return 'done';
  return index === active ? 'active' : 'todo';
}

/** True when a label's longest word is wider than the room its column gives it. */
const wordsOverflow = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>(`.${classes.label}`)].some(
    (label) => label.scrollWidth > label.clientWidth + 1,
  );

/**
 * Marks the list compact (data-compact) where a word of a label would not fit its column: a
 * German or Italian compound at tablet width (on phones the CSS makes it compact anyway). The
 * labels are measured in their full layout each time, so a wider screen brings them back.
 */
function useCompactWhereWordsOverflow(labels: string) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const measure = () => {
      root.removeAttribute('data-compact');
      if (wordsOverflow(root)) root.setAttribute('data-compact', '');
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first report comes after the browser's own layout and before the paint: read
    // there, the labels cost no extra layout in the page's first commit (bench/results/
    // page-loading.md). Only a new width changes what fits (the compact list's height does not).
    let width: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? null;
      if (next === width) return;
      width = next;
      measure();
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [labels]);
  return ref;
}

/**
 * The progress bar and the numbered steps; the active one is marked for screen readers. Where
 * the labels do not fit (phones, long words), the numbers stand alone and the current step's
 * label is written once below them; every label stays in the list for screen readers.
 */
export function StepperProgress({
  steps,
  active,
  label,
}: {
  steps: ProgressStep[];
  active: number;
  /** The list's accessible name, e.g. 'Steps'. */
  label: string;
}) {
  const ref = useCompactWhereWordsOverflow(steps.map((step) => step.label).join('\n'));
  const current = steps[active];
  return (
    <div ref={ref} className={classes.root}>
      <Progress value={((active + 1) / steps.length) * 100} size="sm" aria-hidden />
      <ol
        className={classes.steps}
        aria-label={label}
        style={{ '--step-count': steps.length } as CSSProperties}
      >
        {steps.map((step, index) => (
          <li
            key={step.key}
            className={classes.step}
            data-state={stepState(index, active)}
            data-disabled={step.disabled || undefined}
            aria-current={index === active ? 'step' : undefined}
            aria-disabled={step.disabled || undefined}
          >
            <span className={classes.number}>{index + 1}</span>{' '}
            <span className={classes.label}>{step.label}</span>
          </li>
        ))}
      </ol>
      {current && (
        // What the numbers alone leave out, for the eye; the list above names it already.
        <p className={classes.current} aria-hidden data-testid="current-step-label">
          {current.label}
        </p>
      )}
    </div>
  );
}
