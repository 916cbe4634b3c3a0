import type { Language } from '@foodhub/domain';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { sl } from './sl';
import type { ReasoningMessages } from './types';

export type { FoodWasteName, ReasoningMessages } from './types';

/** The reasoning texts of every interface language; a language or a message missing fails to compile. */
export const REASONING_MESSAGES: Record<Language, ReasoningMessages> = { en, de, sl, it, fr };
