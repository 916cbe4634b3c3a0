import { LifecycleStageStep } from '../../features/impact-analysis/components/lifecycle-stage-step';

export function Component() {
  return <LifecycleStageStep />;
}
