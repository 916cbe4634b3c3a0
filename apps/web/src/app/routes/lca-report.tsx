import type { DonationInput } from '@foodhub/domain';
import { useMemo } from 'react';
import { useStepperStore } from '../../features/entry-stepper/store';
import { ReportStep } from '../../features/impact-analysis/components/report-step';

/** Environmental Impact Report: the donation is the surplus the user entered in the stepper. */
export function Component() {
  const wasteInfo = useStepperStore((s) => s.wasteInfo);
  const donation = useMemo((): DonationInput | null => {
    const amount = wasteInfo.amount.value;
    if (typeof amount !== 'number' || !(amount > 0)) return null;
    const times = wasteInfo.frequency.times;
    return {
      amountKg: amount,
      frequency: {
        times: typeof times === 'number' && times >= 1 ? times : 1,
        interval: wasteInfo.frequency.interval ?? 'once',
      },
      seasonal: wasteInfo.seasonal,
      monthlyCapacities: wasteInfo.monthlyCapacities.map((m) => ({
        name: m.name,
        capacity: m.capacity,
        active: m.active,
      })),
    };
  }, [wasteInfo]);
  return <ReportStep donation={donation} surplusName={wasteInfo.surplusName} />;
}
