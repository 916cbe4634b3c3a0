import { composeAddress } from '../../features/entry-stepper/lib/compose-address';
import { useStepperStore } from '../../features/entry-stepper/store';
import { TransportStep } from '../../features/impact-analysis/components/transport-step';

/** Transport & Emissions: the company's address and the surplus amount come from the stepper. */
export function Component() {
  const location = useStepperStore((s) => s.companyProfile.location);
  const amount = useStepperStore((s) => s.wasteInfo.amount.value);
  return (
    <TransportStep
      defaultSource={composeAddress(location)}
      surplusKg={typeof amount === 'number' && amount > 0 ? amount : null}
    />
  );
}
