import { describe, expect, it } from 'vitest';
import { toProviderViews } from '../../../lib/providers/provider-view';
import { SolutionView } from '../../../lib/solution-view';
import { datasetProvider } from '../../../test/provider-fixtures';
import { foodBank } from '../../../test/solution-fixtures';
import {
  firstActiveStep,
  isStepValid,
  lcaStepIndexOf,
  LCA_STEPS,
  type AnalysisProgress,
} from './steps';
import { grazTransportResult } from '../../../test/transport-fixtures';

const transportResult = grazTransportResult;

describe('analysis steps (spec part 2 §2, §4)', () => {
  it('has the five steps in order, the lifecycle stage disabled', () => {
    expect(LCA_STEPS.map((s) => s.route)).toEqual([
      'lca-lifecycle-stage',
      'lca-solution',
      'lca-provider',
      'lca-transport',
      'lca-report',
    ]);
    expect(LCA_STEPS.filter((s) => s.disabled).map((s) => s.route)).toEqual([
      'lca-lifecycle-stage',
    ]);
    expect(firstActiveStep()).toBe('lca-solution');
  });

  it('finds the step of a path', () => {
    expect(lcaStepIndexOf('/lca-stepper/solution')).toBe(1);
    expect(lcaStepIndexOf('/lca-stepper/report/')).toBe(4);
    expect(lcaStepIndexOf('/lca-stepper')).toBe(-1);
  });

  it('enables Next only for a valid step; the report is always valid', () => {
    const empty: AnalysisProgress = {
      lifecycleStage: null,
      solution: null,
      provider: null,
      transportResult: null,
    };
    expect(isStepValid('lca-lifecycle-stage', empty)).toBe(false);
    expect(isStepValid('lca-lifecycle-stage', { ...empty, lifecycleStage: 'Retail' })).toBe(true);
    expect(isStepValid('lca-solution', empty)).toBe(false);
    expect(isStepValid('lca-provider', empty)).toBe(false);
    expect(isStepValid('lca-transport', empty)).toBe(false);
    expect(isStepValid('lca-report', empty)).toBe(true);

    const solution = new SolutionView(foodBank);
    const [provider] = toProviderViews([datasetProvider('p1', 'Food Bank Wien', 2345)]);
    expect(isStepValid('lca-solution', { ...empty, solution })).toBe(true);
    // Each step asks only for its own choice.
    expect(isStepValid('lca-provider', { ...empty, solution })).toBe(false);
    expect(isStepValid('lca-provider', { ...empty, solution, provider: provider! })).toBe(true);
    expect(isStepValid('lca-transport', { ...empty, solution, provider: provider! })).toBe(false);
    expect(isStepValid('lca-transport', { ...empty, transportResult })).toBe(true);
  });
});
