import { Progress } from '@mantine/core';
import type { CSSProperties } from 'react';
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

/** The progress bar and the numbered steps; the active one is marked for screen readers. */
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
  return (
    <div>
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
    </div>
  );
}
