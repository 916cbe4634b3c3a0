import { useEffect, type ReactNode } from 'react';
import { focusStepHeadingSoon, STEP_CONTENT_ATTRIBUTE, userHasInteracted } from '../lib/page-focus';

/**
 * Around a stepper's current step (the entry stepper, the impact analysis). When the user goes to
 * another step (Next, Back, a link, the browser's arrows), the focus moves to the new step's
 * heading, where a screen reader starts reading and the next Tab continues; without it the focus
 * fell to the page's body. A page opened or reloaded without any click or key press keeps the
 * browser's own start, at the top of the page.
 */
export function StepContent({ step, children }: { step: string; children: ReactNode }) {
  useEffect(() => {
    if (!userHasInteracted()) return;
    return focusStepHeadingSoon();
  }, [step]);
  return <div {...{ [STEP_CONTENT_ATTRIBUTE]: '' }}>{children}</div>;
}
