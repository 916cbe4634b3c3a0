import type { ReportLanguage } from '@foodhub/contracts';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { sl } from './sl';
import type { ReportTexts } from './types';

export type { ReportTexts } from './types';

/** The impact report document's words per report language: every language has every one. */
export const REPORT_TEXTS: Readonly<Record<ReportLanguage, ReportTexts>> = { en, de, sl, it, fr };
