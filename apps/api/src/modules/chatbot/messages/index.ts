import type { Language } from '@foodhub/domain';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { sl } from './sl';
import type { AssistantMessages } from './types';

export type { AssistantMessages } from './types';

/** The embedded assistant's sentences per interface language: every language has every one. */
export const ASSISTANT_MESSAGES: Readonly<Record<Language, AssistantMessages>> = {
  en,
  de,
  sl,
  it,
  fr,
};
