import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEPS } from '../lib/steps';
import classes from './stepper-progress.module.css';

function stepState(index: number, active: number) {
  if (index < active) return 'done';
  return index === active ? 'active' : 'todo';
}

/** The progress bar and the three numbered steps; the active one is marked for screen readers. */
export function StepperProgress({ active }: { active: number }) {
  const { t } = useTranslation('matching');
  return (
    <div>
      <Progress value={((active + 1) / STEPS.length) * 100} size="sm" aria-hidden />
      <ol className={classes.steps} aria-label={t('steps.listLabel')}>
        {STEPS.map((step, index) => (
          <li
            key={step.route}
            className={classes.step}
            data-state={stepState(index, active)}
            aria-current={index === active ? 'step' : undefined}
          >
            <span className={classes.number}>{index + 1}</span>{' '}
            <span className={classes.label}>{t(step.label)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
