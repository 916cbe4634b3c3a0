import { describe, expect, it } from 'vitest';
import { initialAnalysisData } from '../store';
import { firstActiveStep, isStepValid, lcaStepIndexOf, LCA_STEPS } from './steps';

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
    const empty = initialAnalysisData();
    expect(isStepValid('lca-lifecycle-stage', empty)).toBe(false);
    expect(isStepValid('lca-lifecycle-stage', { ...empty, lifecycleStage: 'Retail' })).toBe(true);
    expect(isStepValid('lca-solution', empty)).toBe(false);
    expect(isStepValid('lca-provider', empty)).toBe(false);
    expect(isStepValid('lca-transport', empty)).toBe(false);
    expect(isStepValid('lca-report', empty)).toBe(true);
  });
});
