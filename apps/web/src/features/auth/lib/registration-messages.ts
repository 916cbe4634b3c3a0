import { registrationMessages, type SubmitHint } from '@foodhub/domain';
import type { TFunction } from 'i18next';

type MessageKey = keyof typeof registrationMessages;
const keyOfMessage = new Map(
  Object.entries(registrationMessages).map(([key, message]) => [message, key as MessageKey]),
);

/**
 * The domain rules return their English messages (spec part 1 §5); the screen shows the
 * translation kept under validation.<key> in the auth namespace.
 */
export function translateValidation(message: string, t: TFunction<'auth'>): string {
  const key = keyOfMessage.get(message as (typeof registrationMessages)[MessageKey]);
  return key ? t(`validation.${key}`) : message;
}

/** The text under the disabled register button (spec part 1 §2 'Register screen'). */
export function submitHintText(hint: SubmitHint, t: TFunction<'auth'>): string | null {
  switch (hint.kind) {
    case 'ready':
      return null;
    case 'fixErrors':
      return t('register.hints.fixErrors');
    case 'fillAll':
      return t('register.hints.fillAll');
    case 'missing':
      return t('register.hints.missing', { count: hint.count });
    case 'acceptMembership':
      return t('register.hints.acceptMembership');
  }
}
