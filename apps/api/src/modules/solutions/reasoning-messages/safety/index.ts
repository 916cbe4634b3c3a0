import type { Language } from '@foodhub/domain';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { sl } from './sl';
import type { SafetyMessages } from './types';

export type { SafetyMessages } from './types';

/** The safety and state messages of the matching, one file per interface language. */
export const SAFETY_MESSAGES: Record<Language, SafetyMessages> = { en, de, it, fr, sl };
