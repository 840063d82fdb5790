import { z } from 'zod';
import { defineAdminCall } from './admin';
import { TaskPeriod } from './commerce-tasks';
import { field } from './validation';

export const taskPeriodNames: Record<z.infer<typeof TaskPeriod>, string> = { daily: '每日任务', once: '一次性任务' };

export const AdminTask = z.object({
  id: z.number().int(),
  /** What the server checks to call it done: fixed, as is its period. */
  code: z.string(),
  period: TaskPeriod,
  title: z.string(),
  description: z.string(),
  points: z.number().int(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Rewards claimed today (Beijing), and ever. */
  claims_today: z.number().int(),
  claims_total: z.number().int(),
});
export type AdminTask = z.infer<typeof AdminTask>;

const AdminTasks = z.object({ list: z.array(AdminTask) });

/** The tasks of 任务中心 in its order, with how many rewards were claimed. */
export const listAdminTasks = defineAdminCall({
  path: '/api/admin/tasks/list',
  access: 'user',
  permission: { resource: 'tasks', action: 'list' },
  request: z.object({}),
  data: AdminTasks,
});

/**
 * A task's words, V粒, link, order and whether it is offered. A reward already claimed stays as it
 * was; the new V粒 are given from the next claim. A task taken off is neither listed nor rewarded.
 */
export const updateAdminTask = defineAdminCall({
  path: '/api/admin/tasks/update',
  access: 'user',
  permission: { resource: 'tasks', action: 'edit' },
  request: z.object({
    id: field.id('任务编号'),
    title: field.text('任务名称', 20).pipe(z.string().min(1, '请填写任务名称')),
    description: field.text('任务说明', 60),
    points: field.int('奖励V粒').min(1, '奖励V粒须为1至10000').max(10_000, '奖励V粒须为1至10000'),
    link: z
      .string()
      .trim()
      .max(200, '去完成的链接不能超过200个字符')
      .regex(/^(|\/[^\s]*)$/, '去完成的链接须为本站路径，如 /bbasV3，或留空')
      .describe('去完成的链接'),
    sort: field.int('排序').min(0, '排序须为0至9999').max(9999, '排序须为0至9999'),
    enabled: field.flag('上线'),
  }),
  data: AdminTasks,
});
