import { saveLessonProgress } from '@vce/contract/learning';
import type { CallData, CallRequest } from '@vce/contract/call';
import { api } from '../../../shared/api/api';
import { isSignedIn } from '../../../shared/session';

export type ProgressReport = CallRequest<typeof saveLessonProgress>;
export type SavedProgress = CallData<typeof saveLessonProgress>;

/** A guest watching or reading a free preview has no progress to keep (and is not asked to sign in for it). */
export const keepsProgress = () => isSignedIn();

/**
 * Saves where the learner is. Quietly: a save that fails (offline for a moment) is simply made again
 * by the next one, which carries the same ranges. `leaving`: the request outlives the page.
 */
export const saveProgress = (report: ProgressReport, leaving = false) =>
  api.call(saveLessonProgress, report, { silent: true, keepalive: leaving });
