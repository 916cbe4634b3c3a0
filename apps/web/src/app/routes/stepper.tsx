import { StepperShell } from '../../features/entry-stepper/components/stepper-shell';

/** The entry stepper (spec part 1 §2): progress, the step's page and the step buttons. */
export function Component() {
  return <StepperShell />;
}
