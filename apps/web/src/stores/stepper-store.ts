import type { ConditionAnswer, ConditionQuestion } from '@foodhub/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { clearPersistedAnswers } from '../lib/persisted-query';
import { persistedDraftPart, registerDraftPart } from './draft-parts';
import { persistOptions } from './persist-options';
import { registerStoreReset, registerToolDataReset } from './reset-stores';
import {
  initialStepperData,
  migrateStepperData,
  stepperDataSchema,
  type CompanyLocation,
  type CompanyProfile,
  type EntryNumberField,
  type EntryUi,
  type StepperData,
  type WasteInfo,
} from './stepper-data';

/** localStorage key of the stepper data: it survives a reload (spec part 1 §3 'Stepper data'). */
export const STEPPER_STORAGE_KEY = 'foodhub-stepper';
export const STEPPER_STORAGE_VERSION = 2;

/**
 * What the user entered in the entry stepper and the solution they chose. Server answers (the
 * match, the product lookup) are queries (api/), never copied here.
 */
interface StepperState extends StepperData {
  setCompanyProfile(update: Partial<Omit<CompanyProfile, 'location'>>): void;
  setCompanyLocation(update: Partial<CompanyLocation>): void;
  setWasteInfo(update: Partial<WasteInfo>): void;
  /**
   * One condition question's answer (null: unanswered). Without a date on the pack, whether
   * it passed is no longer asked, and its answer goes.
   */
  setConditionAnswer<Q extends ConditionQuestion>(
    question: Q,
    answer: ConditionAnswer<Q> | null,
  ): void;
  selectSolution(id: string | null): void;
  /** The surplus form's own choices (entryUi): 'per day' chosen or not. */
  setPerDay(perDay: boolean): void;
  /** Keeps a number field's text that is no valid number (null: it holds a number or nothing). */
  setInvalidText(field: EntryNumberField, text: string | null): void;
  resetStepper(): void;
}

/** True when Clear All Data should ask first (spec part 1 §4; `matched`: solutions exist). */
export function hasEnteredData(data: StepperData, matched: boolean): boolean {
  const { companyProfile, wasteInfo } = data;
  return Boolean(
    companyProfile.name.trim() ||
    companyProfile.location.address.trim() ||
    wasteInfo.surplusName.trim() ||
    wasteInfo.foodGroups.length > 0 ||
    matched,
  );
}

/** The kept texts of the number fields (entryUi) once `update` saved their values. */
function keptTextsAfter(entryUi: EntryUi, update: Partial<WasteInfo>): EntryUi {
  if (!update.amount && !update.frequency) return entryUi;
  const { amount, times } = entryUi.invalidTexts;
  const invalidTexts: EntryUi['invalidTexts'] = {};
  if (amount !== undefined && !update.amount) invalidTexts.amount = amount;
  if (times !== undefined && !update.frequency) invalidTexts.times = times;
  return { ...entryUi, invalidTexts };
}

export const useStepperStore = create<StepperState>()(
  persist(
    (set) => ({
      ...initialStepperData(),
      setCompanyProfile: (update) =>
        set((s) => ({ companyProfile: { ...s.companyProfile, ...update } })),
      setCompanyLocation: (update) =>
        set((s) => ({
          companyProfile: {
            ...s.companyProfile,
            location: { ...s.companyProfile.location, ...update },
          },
        })),
      setWasteInfo: (update) =>
        set((s) => ({
          wasteInfo: {
            ...s.wasteInfo,
            ...update,
            amount: { ...(update.amount ?? s.wasteInfo.amount), unit: 'kg' },
          },
          // A value saved replaces the text its field kept while it held no number.
          entryUi: keptTextsAfter(s.entryUi, update),
        })),
      setConditionAnswer: (question, answer) =>
        set((s) => {
          const answers = { ...s.wasteInfo.conditionAnswers, [question]: answer };
          if (question === 'dateKind' && (answer === null || answer === 'none')) {
            answers.datePassed = null;
          }
          return { wasteInfo: { ...s.wasteInfo, conditionAnswers: answers } };
        }),
      selectSolution: (selectedSolutionId) => set({ selectedSolutionId }),
      setPerDay: (perDay) => set((s) => ({ entryUi: { ...s.entryUi, perDay } })),
      setInvalidText: (field, text) =>
        set((s) => {
          const { [field]: _dropped, ...others } = s.entryUi.invalidTexts;
          const invalidTexts: EntryUi['invalidTexts'] =
            text === null ? others : { ...others, [field]: text };
          return { entryUi: { ...s.entryUi, invalidTexts } };
        }),
      resetStepper: () => set(initialStepperData()),
    }),
    persistOptions<StepperState, StepperData>({
      name: STEPPER_STORAGE_KEY,
      version: STEPPER_STORAGE_VERSION,
      schema: stepperDataSchema,
      partialize: (s) => ({
        companyProfile: s.companyProfile,
        wasteInfo: s.wasteInfo,
        selectedSolutionId: s.selectedSolutionId,
        entryUi: s.entryUi,
      }),
      migrate: migrateStepperData,
    }),
  ),
);

function resetStepperAndAnswers() {
  useStepperStore.getState().resetStepper();
  clearPersistedAnswers();
}

// Login and logout clear the stepper and the answers kept for it, so the next person on this
// browser starts empty; Clear All Data empties them too.
registerStoreReset(resetStepperAndAnswers);
registerToolDataReset(resetStepperAndAnswers);
// The entries are part of the signed-in user's draft, kept on the server (stores/draft-sync.ts).
registerDraftPart('stepper', persistedDraftPart(useStepperStore, stepperDataSchema));
