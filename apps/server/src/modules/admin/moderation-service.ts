import { EXPORT_ROW_CAP } from '@vce/contract/admin';
import { type AdminReportRow, contentStateNames, reportDecisionNames } from '@vce/contract/admin-moderation';
import { reportReasons } from '@vce/contract/community-reports';
import type { AdminMuteRow } from '@vce/contract/admin-mutes';
import { beijingDate } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import { decideReports, streamModerationQueue } from '../community/reports/moderation-service';
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

const reportColumns: CsvColumn<AdminReportRow>[] = [
  { header: '类型', value: (row) => (row.type === 'post' ? '帖子' : '评论') },
  { header: '编号', value: (row) => row.id },
  { header: '帖子ID', value: (row) => row.post_id },
  { header: '帖子标题', value: (row) => row.post_title },
  { header: '内容摘要', value: (row) => row.excerpt },
  { header: '作者ID', value: (row) => row.author.id },
  { header: '作者昵称', value: (row) => row.author.nickname },
  { header: '举报人数', value: (row) => row.reporters },
  {
    header: '举报理由',
    value: (row) => row.reasons.map(({ reason, count }) => `${reportReasons[reason]}×${count}`).join('、'),
  },
  { header: '举报说明', value: (row) => row.notes.join(' / ') },
  { header: '最新举报时间', value: (row) => csvTime(new Date(row.reported_at * 1000)) },
  { header: '内容状态', value: (row) => contentStateNames[row.state] },
  { header: '处理结果', value: (row) => reportDecisionNames[row.decision] },
];

/** The queue the filters select, newest report first, as CSV of EXPORT_ROW_CAP targets at most. */
export const exportReports = (
  app: FastifyInstance,
  filter: { status: 'pending' | 'handled'; type?: 'post' | 'comment' },
) =>
  csvDownload(
    `举报_${filter.status === 'pending' ? '待处理' : '已处理'}_${beijingDate(Date.now())}.csv`,
    reportColumns,
    streamModerationQueue(app, filter, EXPORT_ROW_CAP),
  );
