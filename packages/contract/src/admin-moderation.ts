import { z } from 'zod';
import { adminPage, csvFile, defineAdminCall } from './admin';
import { reportReasonKeys } from './community-reports';
import { field, pagingFields } from './validation';

const targetType = z.enum(['post', 'comment'], { error: '举报对象类型不正确' }).describe('对象类型');

/** Where the queue stands on a target: reports waiting, or the moderator's decision on them. */
export const reportDecisions = ['pending', 'upheld', 'dismissed'] as const;
export type ReportDecision = (typeof reportDecisions)[number];
export const reportDecisionNames: Record<ReportDecision, string> = {
  pending: '待处理',
  upheld: '已隐藏',
  dismissed: '已驳回',
};

/** The reported content now: shown, hidden (by readers' reports or a moderator), or deleted by its author. */
export const contentStates = ['live', 'hidden', 'deleted'] as const;
export type ContentState = (typeof contentStates)[number];
export const contentStateNames: Record<ContentState, string> = {
  live: '显示中',
  hidden: '已隐藏',
  deleted: '作者已删除',
};

/** One reported post or comment with its readers' reports taken together. */
export const AdminReportRow = z.object({
  type: z.enum(['post', 'comment']),
  id: z.number().int(),
  post_id: z.number().int(),
  /** The post's title (a comment's post, for a comment). */
  post_title: z.string(),
  /** The reported text's start, as plain text. */
  excerpt: z.string(),
  author: z.object({ id: z.number().int(), nickname: z.string() }),
  reporters: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(reportReasonKeys), count: z.number().int() })),
  /** The readers' notes, newest first (at most three). */
  notes: z.array(z.string()),
  /** Unix seconds of the newest report. */
  reported_at: z.number().int(),
  state: z.enum(contentStates),
  /** Who hid it: readers' reports (waiting for a moderator) or a moderator; '' when it is not hidden. */
  hidden_by: z.enum(['', 'reports', 'moderator']),
  decision: z.enum(reportDecisions),
});
export type AdminReportRow = z.infer<typeof AdminReportRow>;

const queueFilters = {
  status: z.enum(['pending', 'handled'], { error: '处理状态不正确' }).default('pending').describe('处理状态'),
  type: targetType.optional(),
};

/** The moderation queue: reported posts and comments, newest report first, waiting or handled. */
export const listAdminReports = defineAdminCall({
  path: '/api/admin/reports/list',
  access: 'user',
  permission: { resource: 'reports', action: 'list' },
  request: z.object({
    ...queueFilters,
    ...pagingFields,
    limit: field.int('每页条数').min(1).max(100).default(20),
  }),
  data: adminPage(AdminReportRow),
});

/** The queue the filters select, newest report first, as CSV (EXPORT_ROW_CAP targets at most). */
export const exportAdminReports = defineAdminCall({
  path: '/api/admin/reports/export',
  access: 'user',
  permission: { resource: 'reports', action: 'export' },
  request: z.object(queueFilters),
  data: csvFile,
});

/**
 * A moderator's decision on a reported post or comment: `hide` it (its reports upheld; it leaves
 * the feeds and search) or `keep` it (its reports dismissed; shown again if it was hidden). A
 * decision may be changed later; its author is told the outcome.
 */
export const handleAdminReport = defineAdminCall({
  path: '/api/admin/reports/handle',
  access: 'user',
  permission: { resource: 'reports', action: 'edit' },
  request: z.object({
    type: targetType,
    id: field.id('举报对象编号'),
    decision: z.enum(['hide', 'keep'], { error: '请选择隐藏或保留' }).describe('处理结果'),
  }),
  data: AdminReportRow,
});

/** A banned word: its own, at most this many characters. */
export const BANNED_WORD_MAX = 20;
/** The operators' list holds at most this many words. */
export const BANNED_WORDS_LIMIT = 2000;

/** The banned words: the site's own (fixed, the futures rules') and the moderators' list. */
export const listAdminBannedWords = defineAdminCall({
  path: '/api/admin/bannedWords/list',
  access: 'user',
  permission: { resource: 'banned_words', action: 'list' },
  request: z.object({}),
  data: z.object({ builtin: z.array(z.string()), words: z.array(z.string()) }),
});

const bannedWord = z
  .string()
  .trim()
  .min(2, '违禁词至少2个字')
  .max(BANNED_WORD_MAX, `违禁词不能超过${BANNED_WORD_MAX}个字`)
  .describe('违禁词');

/** Adds a word to the moderators' list (from the next post, comment or chat message on every process). */
export const addAdminBannedWord = defineAdminCall({
  path: '/api/admin/bannedWords/add',
  access: 'user',
  permission: { resource: 'banned_words', action: 'create' },
  request: z.object({ word: bannedWord }),
  data: z.object({ words: z.array(z.string()) }),
});

export const removeAdminBannedWord = defineAdminCall({
  path: '/api/admin/bannedWords/remove',
  access: 'user',
  permission: { resource: 'banned_words', action: 'delete' },
  request: z.object({ word: bannedWord }),
  data: z.object({ words: z.array(z.string()) }),
});
