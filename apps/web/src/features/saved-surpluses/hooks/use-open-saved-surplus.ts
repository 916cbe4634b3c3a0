import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isMatched, matchInputOf } from '../../../api/match';
import { restoreSavedSurplus, savedSurplusQueryOptions } from '../../../api/saved-surpluses';
import { pathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { hasEnteredData, useStepperStore } from '../../../stores/stepper-store';

/** Where an opened surplus continues: step 1 with its entries, or step 3 with its solutions. */
export type OpenTarget = 'company-data' | 'solutions';

export interface OpenRequest {
  id: string;
  target: OpenTarget;
}

/**
 * The stepper holds entries that would be lost: something entered and never matched (matched
 * entries are themselves a saved surplus).
 */
function wouldLoseEntries(queryClient: ReturnType<typeof useQueryClient>): boolean {
  const state = useStepperStore.getState();
  const input = matchInputOf(state.companyProfile, state.wasteInfo);
  return hasEnteredData(state, false) && !isMatched(queryClient, input);
}

/**
 * Opens a saved surplus: loads its entries and answer (GET /me/surpluses/{id}), puts the entries
 * into the stepper and holds the answer as their match, then goes to step 1 or to the solutions,
 * which show without a new match. Entries the stepper would lose are confirmed first.
 */
export function useOpenSavedSurplus() {
  const { t } = useTranslation('surpluses');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<OpenRequest | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OpenRequest | null>(null);

  const open = useCallback(
    async ({ id, target }: OpenRequest) => {
      setConfirming(null);
      setFailedId(null);
      setOpening({ id, target });
      try {
        // In the language shown: the server words the saved match in it.
        const language = currentLanguage();
        const detail = await queryClient.fetchQuery(savedSurplusQueryOptions(id, language));
        const restored = restoreSavedSurplus(queryClient, detail, language);
        if (!restored) throw new Error(`Saved surplus ${id} holds no readable entries`);
        if (target === 'solutions' && !restored.exact) {
          // Entries an older version saved: the stepper holds them now, a new match finds
          // their solutions.
          notifications.show({
            color: 'orange',
            message: t('card.matchAgain'),
            closeButtonProps: { 'aria-label': tc('dialog.close') },
          });
          await navigate(pathTo('food-surplus'));
        } else {
          await navigate(pathTo(target));
        }
      } catch (error) {
        // A 401 ends the session and shows /login (spec part 1 §8).
        if (!(error instanceof ApiError && error.status === 401)) setFailedId(id);
      } finally {
        setOpening(null);
      }
    },
    [queryClient, navigate, t, tc],
  );

  const request = useCallback(
    (next: OpenRequest) => {
      if (wouldLoseEntries(queryClient)) setConfirming(next);
      else void open(next);
    },
    [queryClient, open],
  );

  return {
    request,
    opening,
    failedId,
    confirming,
    confirm: () => confirming && void open(confirming),
    cancel: () => setConfirming(null),
  };
}
