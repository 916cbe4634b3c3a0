import '../../../lib/i18n';
import { registrationMessages } from '@foodhub/domain';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { submitHintText, translateValidation } from './registration-messages';

const t = i18n.getFixedT('en', 'auth');

describe('registration messages', () => {
  it('keeps the English texts identical to the domain rules (spec part 1 §5)', () => {
    expect(i18n.getResourceBundle('en', 'auth').validation).toEqual(registrationMessages);
    for (const message of Object.values(registrationMessages)) {
      expect(translateValidation(message, t)).toBe(message);
    }
  });

  it('words the submit hints as the spec does', () => {
    expect(submitHintText({ kind: 'fixErrors' }, t)).toBe('Fix validation errors');
    expect(submitHintText({ kind: 'fillAll' }, t)).toBe('Fill all fields & accept membership');
    expect(submitHintText({ kind: 'missing', count: 3 }, t)).toBe('3 field(s) missing');
    expect(submitHintText({ kind: 'acceptMembership' }, t)).toBe('Accept membership required');
    expect(submitHintText({ kind: 'ready' }, t)).toBeNull();
  });
});
