import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../features/chatbot/page-context';
import { composeAddress } from '../../lib/compose-address';
import { useStepperStore } from '../../stores/stepper-store';
import { TransportStep } from '../../features/impact-analysis/components/transport-step';
import {
  useCurrentTransportResult,
  useSurplusKg,
} from '../../features/impact-analysis/hooks/use-analysis';
import { useAnalysisStore } from '../../features/impact-analysis/store';

/** Transport & Emissions: the company's address and the surplus amount come from the stepper. */
export function Component() {
  const location = useStepperStore((s) => s.companyProfile.location);
  const surplusKg = useSurplusKg();
  const form = useAnalysisStore((s) => s.transportForm);
  const result = useCurrentTransportResult();
  const { t } = useTranslation('analysis');
  usePageContext({
    currentPageName: t('stepper.steps.transport'),
    currentPageInstruction:
      'Environmental impact analysis, step Transport & Emissions: the road distance from the company to the provider and the CO2 emissions of one trip (1.58 kg CO2e per tonne-km).',
    availablePageData: {
      source: form?.source ?? composeAddress(location),
      destination: form?.destination ?? null,
      weightKg: form?.weightKg ?? surplusKg,
      distanceKm: result?.distance_km ?? null,
      co2eKg: result?.co2e_kg ?? null,
    },
  });
  return <TransportStep defaultSource={composeAddress(location)} surplusKg={surplusKg} />;
}
