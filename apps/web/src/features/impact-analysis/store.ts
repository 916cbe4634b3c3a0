import type {
  DatasetProvider,
  Product,
  ProductRecogniseResponse,
  Solution,
  TransportResponse,
  VcgProvider,
} from '@foodhub/contracts';
import type { ImpactIndicator, ProductImpacts, ReportPeriod } from '@foodhub/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerStoreReset, registerToolDataReset } from '../../stores/reset-stores';

/** localStorage key of the analysis state: it survives a reload (spec part 2 §3). */
export const ANALYSIS_STORAGE_KEY = 'foodhub-analysis';
export const ANALYSIS_STORAGE_VERSION = 1;

export type AnalysisProvider = DatasetProvider | VcgProvider;

/** What the transport step's form holds, so a reload keeps what the user typed. */
export interface TransportForm {
  source: string;
  destination: string;
  /** Kilograms; null while the field is empty. */
  weightKg: number | null;
}

/** Spec part 2 §3 'Analysis state', plus the report's controls. */
export interface AnalysisData {
  lifecycleStage: string | null;
  selectedSolution: Solution | null;
  selectedProvider: AnalysisProvider | null;
  /** The matched solutions of category 'Reuse (human)'. */
  solutions: Solution[];
  productDetails: Product | null;
  productNotFound: boolean;
  providerCompanies: AnalysisProvider[];
  /** Per kg of the surplus's product (GET /environmental_impacts); null when none. */
  environmentalImpacts: ProductImpacts | null;
  /**
   * What GET /products/recognise read in the surplus name when it is no exact product name
   * ('krompir' → potato); its values are then environmentalImpacts. Null when not asked.
   */
  recognition: ProductRecogniseResponse | null;
  transportForm: TransportForm | null;
  transportResult: TransportResponse | null;
  /** The report's period and indicator tab (spec part 2 §2 'Environmental Impact Report'). */
  reuseHumanCalculations: { period: ReportPeriod; indicator: ImpactIndicator };
}

interface AnalysisState extends AnalysisData {
  /** Loading flags: never persisted, so a reload never shows a stale spinner. */
  isLoadingSolutions: boolean;
  isLoadingProviders: boolean;
  isLoadingImpacts: boolean;
  set(update: Partial<AnalysisData>): void;
  setLoading(
    flag: 'isLoadingSolutions' | 'isLoadingProviders' | 'isLoadingImpacts',
    value: boolean,
  ): void;
  selectSolution(solution: Solution | null): void;
  selectProvider(provider: AnalysisProvider | null): void;
  setTransportForm(form: TransportForm): void;
  resetAnalysis(): void;
}

export const initialAnalysisData = (): AnalysisData => ({
  lifecycleStage: null,
  selectedSolution: null,
  selectedProvider: null,
  solutions: [],
  productDetails: null,
  productNotFound: false,
  providerCompanies: [],
  environmentalImpacts: null,
  recognition: null,
  transportForm: null,
  transportResult: null,
  reuseHumanCalculations: { period: 'once', indicator: 'co2' },
});

const notLoading = {
  isLoadingSolutions: false,
  isLoadingProviders: false,
  isLoadingImpacts: false,
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored copy read field by field over the defaults: an old or hand-edited one cannot break. */
export function readAnalysisData(persisted: unknown): AnalysisData {
  const base = initialAnalysisData();
  if (!isRecord(persisted)) return base;
  const p = persisted;
  const calc = isRecord(p.reuseHumanCalculations) ? p.reuseHumanCalculations : {};
  const period = ['once', 'month', 'year'].includes(calc.period as string)
    ? (calc.period as ReportPeriod)
    : base.reuseHumanCalculations.period;
  const indicator = ['co2', 'water', 'land'].includes(calc.indicator as string)
    ? (calc.indicator as ImpactIndicator)
    : base.reuseHumanCalculations.indicator;
  const form = isRecord(p.transportForm) ? p.transportForm : null;
  return {
    lifecycleStage: typeof p.lifecycleStage === 'string' ? p.lifecycleStage : null,
    selectedSolution: isRecord(p.selectedSolution) ? (p.selectedSolution as Solution) : null,
    selectedProvider: isRecord(p.selectedProvider)
      ? (p.selectedProvider as AnalysisProvider)
      : null,
    solutions: Array.isArray(p.solutions) ? (p.solutions.filter(isRecord) as Solution[]) : [],
    productDetails: isRecord(p.productDetails) ? (p.productDetails as Product) : null,
    productNotFound: p.productNotFound === true,
    providerCompanies: Array.isArray(p.providerCompanies)
      ? (p.providerCompanies.filter(isRecord) as AnalysisProvider[])
      : [],
    environmentalImpacts: isRecord(p.environmentalImpacts)
      ? (p.environmentalImpacts as unknown as ProductImpacts)
      : null,
    recognition:
      isRecord(p.recognition) && typeof p.recognition.found === 'boolean'
        ? (p.recognition as unknown as ProductRecogniseResponse)
        : null,
    transportForm: form
      ? {
          source: typeof form.source === 'string' ? form.source : '',
          destination: typeof form.destination === 'string' ? form.destination : '',
          weightKg:
            typeof form.weightKg === 'number' && Number.isFinite(form.weightKg)
              ? form.weightKg
              : null,
        }
      : null,
    // A result saved before the places said what was located is computed again.
    transportResult:
      isRecord(p.transportResult) &&
      isRecord(p.transportResult.source) &&
      isRecord(p.transportResult.source.matched) &&
      isRecord(p.transportResult.destination) &&
      isRecord(p.transportResult.destination.matched)
        ? (p.transportResult as unknown as TransportResponse)
        : null,
    reuseHumanCalculations: { period, indicator },
  };
}

export const useAnalysisStore = create<AnalysisState>()(
  persist(
    (set) => ({
      ...initialAnalysisData(),
      ...notLoading,
      set: (update) => set(update),
      setLoading: (flag, value) => set({ [flag]: value }),
      // A new solution means other providers, another route and another report.
      selectSolution: (selectedSolution) =>
        set({
          selectedSolution,
          selectedProvider: null,
          providerCompanies: [],
          transportForm: null,
          transportResult: null,
        }),
      selectProvider: (selectedProvider) =>
        set({ selectedProvider, transportForm: null, transportResult: null }),
      // Another address or weight makes the last result stale.
      setTransportForm: (transportForm) => set({ transportForm, transportResult: null }),
      resetAnalysis: () => set({ ...initialAnalysisData(), ...notLoading }),
    }),
    {
      name: ANALYSIS_STORAGE_KEY,
      version: ANALYSIS_STORAGE_VERSION,
      partialize: (s): AnalysisData => {
        const data = initialAnalysisData();
        const picked = {} as Record<string, unknown>;
        for (const key of Object.keys(data)) picked[key] = s[key as keyof AnalysisData];
        return picked as unknown as AnalysisData;
      },
      migrate: (persisted) => persisted as AnalysisData,
      merge: (persisted, current) => ({ ...current, ...readAnalysisData(persisted) }),
    },
  ),
);

// Login, logout and Clear All Data clear the analysis with the other stores.
registerStoreReset(() => useAnalysisStore.getState().resetAnalysis());
registerToolDataReset(() => useAnalysisStore.getState().resetAnalysis());

/** The category test of spec part 2 §2, §9: only 'Reuse (human)' (case-insensitive). */
export function isReuseHuman(solution: Solution | null | undefined): boolean {
  if (!solution) return false;
  const category =
    solution.solution_origin === 'vcg.ai' ? solution.solutionCategory : solution.solution_category;
  return typeof category === 'string' && category.trim().toLowerCase() === 'reuse (human)';
}
