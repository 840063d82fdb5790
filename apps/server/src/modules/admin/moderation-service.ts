import { EXPORT_ROW_CAP } from '@vce/contract/admin';
import type { AdminReportRow } from '@vce/contract/admin-moderation';
import type { AdminMuteRow } from '@vce/contract/admin-mutes';
import { beijingDate } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import { decideReports } from '../community/reports/moderation-service';
import { addBannedWord, removeBannedWord } from '../shell/banned-words-service';
import { liftLiveMute, muteUser, streamLiveMutes } from '../live/mutes/live-mute-service';
import { Audited } from './admin-calls';
import { type CsvColumn, csvDownload, csvTime } from './csv-export';

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

const muteColumns: CsvColumn<AdminMuteRow>[] = [
  { header: '用户ID', value: (row) => row.user.id },
  { header: '昵称', value: (row) => row.user.nickname },
  { header: '禁言至', value: (row) => csvTime(new Date(row.until * 1000)) },
  { header: '原因', value: (row) => row.reason },
  { header: '操作人ID', value: (row) => row.by.id },
  { header: '操作人', value: (row) => row.by.nickname },
  { header: '禁言时间', value: (row) => csvTime(new Date(row.created_at * 1000)) },
];

/** The mutes running now as CSV, the newest first (EXPORT_ROW_CAP at most). */
export const exportMutes = (app: FastifyInstance) =>
  csvDownload(`禁言_${beijingDate(Date.now())}.csv`, muteColumns, streamLiveMutes(app, EXPORT_ROW_CAP));
