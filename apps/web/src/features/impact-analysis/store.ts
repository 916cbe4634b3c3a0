import { IMPACT_INDICATORS, REPORT_PERIODS } from '@foodhub/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import * as z from 'zod/mini';
import { persistOptions } from '../../stores/persist-options';
import { registerStoreReset, registerToolDataReset } from '../../stores/reset-stores';

/** localStorage key of the analysis state: it survives a reload (spec part 2 §3). */
export const ANALYSIS_STORAGE_KEY = 'foodhub-analysis';
export const ANALYSIS_STORAGE_VERSION = 2;

/**
 * What the user chose and typed in the analysis (spec part 2 §3 'Analysis state', plus the
 * report's controls). The solutions, providers, product, impacts and transport result are
 * queries (api/), kept across reloads with their question; they are never copied here. Built
 * on its first read, not as the app starts.
 */
export const analysisDataSchema = z.lazy(() => {
  const degrees = z.number().check(z.refine(Number.isFinite));

  /**
   * Where an address of the transport form lies as the provider list measured it (the company's
   * location_geo, the provider's coordinates), with the text it belongs to: it is used while the
   * field still holds that text, so an edited address is located anew.
   */
  const formPoint = z.object({
    text: z.string(),
    lat: degrees,
    lon: degrees,
    /** How exactly the company was located; none for a provider's own coordinates. */
    precision: z.optional(z.enum(['address', 'postal_code', 'city'])),
  });

  return z.object({
    lifecycleStage: z.nullable(z.string()),
    selectedSolutionId: z.nullable(z.string()),
    /** The chosen provider's key in the provider list (ProviderView.key). */
    selectedProviderKey: z.nullable(z.string()),
    /** What the transport step's form holds, so a reload keeps what the user typed. */
    transportForm: z.nullable(
      z.object({
        source: z.string(),
        destination: z.string(),
        /** Kilograms; null while the field is empty. */
        weightKg: z.nullable(z.number()),
        /**
         * The surplus amount (kg, null for none) the weight was set or typed for: when the surplus
         * changes, the weight follows it. Absent in forms kept before it existed.
         */
        weightForKg: z.optional(z.nullable(z.number())),
        // Optional: forms kept before the points existed still read.
        sourcePoint: z.optional(z.nullable(formPoint)),
        destinationPoint: z.optional(z.nullable(formPoint)),
      }),
    ),
    /** The report's period and indicator tab (spec part 2 §2 'Environmental Impact Report'). */
    reuseHumanCalculations: z.object({
      period: z.enum(REPORT_PERIODS),
      indicator: z.enum(IMPACT_INDICATORS),
    }),
  });
});

export type AnalysisData = z.infer<typeof analysisDataSchema>;
export type TransportForm = NonNullable<AnalysisData['transportForm']>;
export type TransportFormPoint = NonNullable<TransportForm['sourcePoint']>;

interface AnalysisState extends AnalysisData {
  set(update: Partial<AnalysisData>): void;
  selectSolution(id: string | null): void;
  selectProvider(key: string | null): void;
  setTransportForm(form: TransportForm): void;
  resetAnalysis(): void;
}

export const initialAnalysisData = (): AnalysisData => ({
  lifecycleStage: null,
  selectedSolutionId: null,
  selectedProviderKey: null,
  transportForm: null,
  reuseHumanCalculations: { period: 'once', indicator: 'co2' },
});

export const useAnalysisStore = create<AnalysisState>()(
  persist(
    (set) => ({
      ...initialAnalysisData(),
      set: (update) => set(update),
      // A new solution means other providers, another route and another report.
      selectSolution: (selectedSolutionId) =>
        set({ selectedSolutionId, selectedProviderKey: null, transportForm: null }),
      selectProvider: (selectedProviderKey) => set({ selectedProviderKey, transportForm: null }),
      setTransportForm: (transportForm) => set({ transportForm }),
      resetAnalysis: () => set(initialAnalysisData()),
    }),
    persistOptions<AnalysisState, AnalysisData>({
      name: ANALYSIS_STORAGE_KEY,
      version: ANALYSIS_STORAGE_VERSION,
      schema: analysisDataSchema,
      partialize: (s) => ({
        lifecycleStage: s.lifecycleStage,
        selectedSolutionId: s.selectedSolutionId,
        selectedProviderKey: s.selectedProviderKey,
        transportForm: s.transportForm,
        reuseHumanCalculations: s.reuseHumanCalculations,
      }),
      // Version 1 kept server answers beside the choices: the choices start again (the answers
      // are asked once more, the entries in the stepper are kept).
      migrate: (stored, version) => (version < 2 ? initialAnalysisData() : stored),
    }),
  ),
);

// Login, logout and Clear All Data clear the analysis with the other stores.
registerStoreReset(() => useAnalysisStore.getState().resetAnalysis());
registerToolDataReset(() => useAnalysisStore.getState().resetAnalysis());
