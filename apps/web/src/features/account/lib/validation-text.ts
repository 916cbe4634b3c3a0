import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
  registrationMessages,
} from '@foodhub/domain';
import type { TFunction } from 'i18next';

/** The English message of each key, looked up backwards: message -> key. */
function keysByMessage<K extends string>(messages: Record<K, string>): Map<string, K> {
  return new Map(Object.entries(messages).map(([key, message]) => [message as string, key as K]));
}

const profileKeys = keysByMessage(registrationMessages);
const passwordKeys = keysByMessage(passwordMessages);

/** Registration rules the profile form shows; others (e-mail, membership) never apply there. */
const PROFILE_MESSAGES = new Set<string>([
  'firstNameRequired',
  'lastNameRequired',
  'postalCodeRequired',
  'postalCodeInvalid',
  'companyRequired',
]);

/**
 * A registration rule's message (spec part 1 §5) in the interface language; '' (required, no
 * message at registration) reads 'This field is required' here.
 */
export function profileErrorText(message: string, t: TFunction<'account'>): string {
  if (message === '') return t('profile.errors.required');
  const key = profileKeys.get(message);
  return key && PROFILE_MESSAGES.has(key) ? t(`profile.errors.${key}`) : message;
}

/** A password rule's message (domain password-rule) in the interface language. */
export function passwordErrorText(message: string, t: TFunction<'account'>): string {
  const key = passwordKeys.get(message);
  if (!key) return message;
  return t(`password.errors.${key}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}
