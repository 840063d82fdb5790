import type { AdminReportRow } from '@vce/contract/admin-moderation';
import type { FastifyInstance } from 'fastify';
import { decideReports } from '../community/reports/moderation-service';
import { addBannedWord, removeBannedWord } from '../shell/banned-words-service';
import { liftLiveMute, muteUser } from '../live/mutes/live-mute-service';
import { Audited } from './admin-calls';

/** What the audit log keeps of a reported target's standing. */
const standingOf = (row: AdminReportRow) => ({ state: row.state, hidden_by: row.hidden_by, decision: row.decision });

export async function handleReport(
  app: FastifyInstance,
  target: { type: 'post' | 'comment'; id: number; decision: 'hide' | 'keep' },
) {
  const { before, after } = await decideReports(app, target);
  return new Audited(after, {
    target: `${target.type}:${target.id}`,
    before: standingOf(before),
    after: standingOf(after),
  });
}

export async function addWord(app: FastifyInstance, word: string) {
  const words = await addBannedWord(app, word);
  return new Audited({ words }, { target: words.at(-1)!, before: null, after: { word: words.at(-1) } });
}

export async function removeWord(app: FastifyInstance, word: string) {
  const words = await removeBannedWord(app, word);
  return new Audited({ words }, { target: word, before: { word }, after: null });
}

export async function mute(
  app: FastifyInstance,
  input: { userId: number; hours: number; reason: string; byUserId: number },
) {
  const { before, after } = await muteUser(app, input);
  return new Audited(after, { target: input.userId, before, after });
}

export async function liftMute(app: FastifyInstance, userId: number) {
  const before = await liftLiveMute(app, userId);
  return new Audited({ user_id: userId }, { target: userId, before, after: null });
}
