import { describe, expect, it } from 'vitest';
import { launcherBottom } from './use-clear-of-primary-actions';

const phone = { width: 375, height: 812 };
// The launcher's usual place on a phone: x 299–355, y 736–792.
const button = (top: number, left = 230, right = 355) => ({
  left,
  right,
  top,
  bottom: top + 36,
});

describe('launcherBottom', () => {
  it('keeps the usual 20 px when no primary button is under the launcher', () => {
    expect(launcherBottom(phone, [])).toBe(20);
    expect(launcherBottom(phone, [button(400)])).toBe(20);
    expect(launcherBottom(phone, [button(750, 16, 120)])).toBe(20); // on the left: no overlap
  });

  it('sits 8 px above a primary button passing under it', () => {
    // Button top at 750 px: the launcher's bottom edge goes to 742 px, 70 px from the bottom.
    expect(launcherBottom(phone, [button(750)])).toBe(812 - 750 + 8);
  });

  it('climbs above a second button it would then cover', () => {
    expect(launcherBottom(phone, [button(750), button(690)])).toBe(812 - 690 + 8);
  });

  it('never climbs past the middle of the screen', () => {
    expect(launcherBottom(phone, [button(300)])).toBe(20);
    expect(launcherBottom(phone, [button(760), button(700), button(380)])).toBe(812 - 700 + 8);
  });
});
