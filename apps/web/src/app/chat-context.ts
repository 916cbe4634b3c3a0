import type { ChatUserInputs } from '../features/chatbot/types';
import { useStepperStore } from '../stores/stepper-store';
import { useAnalysisStore } from '../features/impact-analysis/store';

/**
 * The user's entries sent with every chat message (spec part 1 §7 POST /chatbot): the entry
 * stepper's company and surplus data and the analysis's choices. Read here, in the app, so the
 * chatbot feature does not import other features.
 */
export function readChatUserInputs(): ChatUserInputs {
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  const { lifecycleStage, selectedSolutionId, selectedProviderKey } = useAnalysisStore.getState();
  return {
    companyProfile,
    wasteInfo,
    lcaData: {
      lifecycleStage,
      selectedSolution: selectedSolutionId,
      selectedProvider: selectedProviderKey,
    },
  };
}
