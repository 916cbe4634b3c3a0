/**
 * Every store that holds a user's data registers its reset when its module loads. Pages load
 * lazily, so they are imported here, at start-up: login and logout then clear them even when
 * the page that uses them was never opened in this tab (spec part 1 §4 'Login', 'Logout').
 */
import { syncStepperAcrossTabs } from '../features/entry-stepper/sync-across-tabs';
import '../features/chatbot/store';
import { analysisDataSchema, useAnalysisStore } from '../features/impact-analysis/store';
import { persistedDraftPart, registerDraftPart } from '../stores/draft-parts';
import { startDraftSync } from '../stores/draft-sync';

// Two open tabs share one copy of the stepper data instead of overwriting each other's.
syncStepperAcrossTabs();

// The signed-in user's entries (stepper and analysis) are kept on the server as their draft, so
// a logout or an expired session loses nothing (the stepper registers its own part).
registerDraftPart('analysis', persistedDraftPart(useAnalysisStore, analysisDataSchema));
startDraftSync();
