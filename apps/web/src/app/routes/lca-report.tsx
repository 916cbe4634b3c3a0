import type { DonationInput } from '@foodhub/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';

import { useStepperStore } from '../../features/entry-stepper/store';
import { ReportStep } from '../../features/impact-analysis/components/report-step';
import { useAnalysisStore } from '../../features/impact-analysis/store';
import { reportPageData } from '../page-context-data';

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
  const environmentalImpacts = useAnalysisStore((s) => s.environmentalImpacts);
  const transportResult = useAnalysisStore((s) => s.transportResult);
  const calculations = useAnalysisStore((s) => s.reuseHumanCalculations);
  const report = useMemo(
    () => reportPageData({ donation, environmentalImpacts, transportResult, calculations }),
    [donation, environmentalImpacts, transportResult, calculations],
  );
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.report'),
    currentPageInstruction:
      'The environmental impact report of the donation: avoided impacts (replaced food production, avoided waste treatment), additional impacts (transport) and the net result for the chosen period and indicator. Negative net values are savings. A simplified analysis, not a certified LCA.',
    availablePageData: report ?? { period: calculations.period, indicator: calculations.indicator },
  });
  return <ReportStep donation={donation} surplusName={wasteInfo.surplusName} />;
}
