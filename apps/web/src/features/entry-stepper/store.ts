import type { Product, Solution } from '@foodhub/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerStoreReset, registerToolDataReset } from '../../stores/reset-stores';
import {
  emptySolutionDetails,
  initialStepperData,
  readStepperData,
  type CompanyLocation,
  type CompanyProfile,
  type SolutionDetails,
  type StepperData,
  type WasteInfo,
} from './stepper-data';

/** localStorage key of the stepper data: it survives a reload (spec part 1 §3 'Stepper data'). */
export const STEPPER_STORAGE_KEY = 'foodhub-stepper';
export const STEPPER_STORAGE_VERSION = 1;

interface StepperState extends StepperData {
  /** A match request is running. Not persisted: a reload never shows a stale spinner. */
  loading: boolean;
  /**
   * The product-list entry of the surplus name, from GET /products/by_name (spec part 1 §4
   * 'Product lookup'); null when the name is blank, unknown or not looked up yet. Not persisted:
   * the surplus step looks the saved name up again when it opens, so a copy could only go stale.
   */
  productDetails: Product | null;
  /** The last lookup failed or found nothing: the step says free text is fine. Not persisted. */
  productNotFound: boolean;
  setCompanyProfile(update: Partial<Omit<CompanyProfile, 'location'>>): void;
  setCompanyLocation(update: Partial<CompanyLocation>): void;
  setWasteInfo(update: Partial<WasteInfo>): void;
  setSolutions(solutions: Solution[], details?: Partial<SolutionDetails>): void;
  selectSolution(solution: Solution | null): void;
  clearSolutionDetails(): void;
  setLoading(loading: boolean): void;
  setProductDetails(product: Product | null): void;
  setProductNotFound(notFound: boolean): void;
  resetStepper(): void;
}

/** The id a solution is known by in routes and in the match details (spec part 1 §3, §7). */
export { solutionId } from '../../lib/solution-id';

/** True when Clear All Data should ask first (spec part 1 §4). */
export function hasEnteredData(data: StepperData): boolean {
  const { companyProfile, wasteInfo } = data;
  return Boolean(
    companyProfile.name.trim() ||
    companyProfile.location.address.trim() ||
    wasteInfo.surplusName.trim() ||
    wasteInfo.foodGroups.length > 0 ||
    data.solutions.length > 0,
  );
}

/** The state that lives only as long as the page: never written to localStorage. */
const initialTransientState = (): Pick<
  StepperState,
  'loading' | 'productDetails' | 'productNotFound'
> => ({
  loading: false,
  productDetails: null,
  productNotFound: false,
});

export const useStepperStore = create<StepperState>()(
  persist(
    (set) => ({
      ...initialStepperData(),
      ...initialTransientState(),
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
        })),
      setSolutions: (solutions, details = {}) =>
        set({ solutions, solutionDetails: { ...emptySolutionDetails(), ...details } }),
      selectSolution: (solution) => set({ selectedSolution: solution }),
      clearSolutionDetails: () => set({ solutionDetails: emptySolutionDetails() }),
      setLoading: (loading) => set({ loading }),
      setProductDetails: (productDetails) => set({ productDetails }),
      setProductNotFound: (productNotFound) => set({ productNotFound }),
      resetStepper: () => set({ ...initialStepperData(), ...initialTransientState() }),
    }),
    {
      name: STEPPER_STORAGE_KEY,
      version: STEPPER_STORAGE_VERSION,
      partialize: (s): StepperData => ({
        companyProfile: s.companyProfile,
        wasteInfo: s.wasteInfo,
        solutions: s.solutions,
        selectedSolution: s.selectedSolution,
        solutionDetails: s.solutionDetails,
      }),
      // Older versions carry the same fields; readStepperData (in merge) fills what is missing.
      migrate: (persisted) => persisted as StepperData,
      merge: (persisted, current) => ({ ...current, ...readStepperData(persisted) }),
    },
  ),
);

// Login and logout clear the stepper, so the next person on this browser starts empty.
registerStoreReset(() => useStepperStore.getState().resetStepper());
// Clear All Data empties it too.
registerToolDataReset(() => useStepperStore.getState().resetStepper());
