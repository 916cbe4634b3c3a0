import { afterEach, describe, expect, it } from 'vitest';
import { STEPPER_STORAGE_KEY, useStepperStore } from '../../stores/stepper-store';
import { syncStepperAcrossTabs } from './sync-across-tabs';

/** What another tab leaves in localStorage after its user typed a surplus name. */
function writeFromAnotherTab(surplusName: string) {
  const stored = JSON.parse(localStorage.getItem(STEPPER_STORAGE_KEY) ?? '{}') as {
    state: { wasteInfo: Record<string, unknown> };
    version: number;
  };
  stored.state.wasteInfo = { ...stored.state.wasteInfo, surplusName };
  const value = JSON.stringify(stored);
  localStorage.setItem(STEPPER_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: STEPPER_STORAGE_KEY, newValue: value }));
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  useStepperStore.getState().resetStepper();
});

describe('stepper data in two tabs', () => {
  it('takes over what another tab saved, so its next change keeps it', async () => {
    stop = syncStepperAcrossTabs();
    useStepperStore.getState().setCompanyProfile({ name: 'Bäckerei Huber' });
    writeFromAnotherTab('Bread');
    await Promise.resolve();
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Bread');

    useStepperStore.getState().setCompanyProfile({ description: 'Family bakery' });
    const saved = JSON.parse(localStorage.getItem(STEPPER_STORAGE_KEY)!) as {
      state: { wasteInfo: { surplusName: string }; companyProfile: { name: string } };
    };
    expect(saved.state.wasteInfo.surplusName).toBe('Bread');
    expect(saved.state.companyProfile.name).toBe('Bäckerei Huber');
  });

  it('ignores other keys and stops when asked', async () => {
    stop = syncStepperAcrossTabs();
    stop();
    useStepperStore.getState().setWasteInfo({ surplusName: 'Apples' });
    writeFromAnotherTab('Pears');
    await Promise.resolve();
    expect(useStepperStore.getState().wasteInfo.surplusName).toBe('Apples');
  });
});
