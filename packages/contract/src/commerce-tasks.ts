import { z } from 'zod';
import { defineCall } from './call';
import { field, noBody } from './validation';

/** The page reports its visit on load (spec 000: type 24, device `pc`); the other tasks are judged by the server. */
export const FinishTaskRequest = z.object({
  type: field.int('任务类型').pipe(z.number().min(1).max(1000)),
  device_info: field.optionalText('设备信息', 32),
});
export const finishTask = defineCall({
  path: '/api/task/finishTask',
  access: 'user',
  request: FinishTaskRequest,
  data: z.null(),
});

export const TaskPeriod = z.enum(['daily', 'once']);

export const Task = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  period: TaskPeriod,
  /** V粒 it grants once a period. */
  points: z.number().int(),
  /** Where to do it. */
  link: z.string(),
  /** Done in this period (today for a daily task). */
  done: z.boolean(),
  /** Its reward already claimed in this period. */
  received: z.boolean(),
});

/** The caller's tasks (任务中心): daily ones first, each done or not and claimed or not. */
export const taskList = defineCall({
  path: '/api/task/taskList',
  access: 'user',
  request: noBody,
  data: z.object({ list: z.array(Task) }),
});

/** Claims a done task's V粒 for this period (once; a repeat is refused). */
export const receiveTask = defineCall({
  path: '/api/task/receive',
  access: 'user',
  request: z.object({ task_id: field.int('任务') }),
  data: z.object({ points: z.number().int(), money: z.number().int() }),
});
