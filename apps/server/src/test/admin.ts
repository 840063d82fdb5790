import type { AdminRole } from '@vce/contract/admin';
import { afterAll, beforeAll, expect } from 'vitest';
import { grantRole } from '../modules/admin/admin-store';
import { hashPassword } from '../platform/password-hash';
import { randomIp } from './account';
import { callAs, createTestApp, createUser, post, type TestApp } from './harness';

/** The console staff's login password in tests. */
export const STAFF_PASSWORD = 'Console#2026';

/** A console confirmation from an IP of its own: the call allows 10 a minute per IP. */
export const confirmConsole = (app: TestApp, token: string, body: object) =>
  post(app, '/api/admin/session/confirm', body, { token, ip: randomIp() }).then((response) => response.json());

/** A user holding `roles`, signed in, with a password; `confirmed` opens their console session. */
export async function createStaff(app: TestApp, roles: AdminRole[], options: { confirmed?: boolean } = {}) {
  const made = await createUser(app, { passwordHash: await hashPassword(STAFF_PASSWORD) });
  for (const role of roles) await grantRole(app.db, { userId: made.user.id, role });
  if (options.confirmed ?? true)
    expect(await confirmConsole(app, made.token, { password: STAFF_PASSWORD })).toMatchObject({ code: 1 });
  return made;
}

/** A course's fields as the console's form sends them (a free beginner course of the first class and teacher). */
export const sampleCourseFields = {
  class_id: 1,
  teacher_id: 1,
  title: '玉米基差交易',
  cover: '',
  summary: '东北玉米的基差怎么看',
  introduction: '演示课程。',
  level: 'beginner',
  price: '0',
  vip_free: 0,
};

/** A live room as the console's form sends it: public, on air on weekday evenings, no staff. */
export const sampleRoom = {
  name: '测试直播间',
  type: 1,
  access: 'public',
  course_id: null,
  live_status: 0,
  schedule: [{ days: [1, 2, 3, 4, 5], from: '20:30', to: '22:00' }],
  image: '',
  sort: 50,
  teacher_name: '林老师',
  teacher_title: '演示讲师',
  teacher_avatar: '',
  announcement: '',
  rules: '',
  now_playing: '',
  stream_url: '',
  staff: [] as { user_id: number; role: 'teacher' | 'moderator' }[],
};

/** A kind of coupon as the console's form sends it: 20 yuan off a course of 100 or more, for 30 days. */
export const sampleCouponTemplate = {
  name: '课程满100减20',
  kind: 'amount',
  amount: '20.00',
  rate_percent: 100,
  min_spend: '100.00',
  product_kinds: ['course'],
  valid_days: 30,
};

/** A home carousel banner as the console's form sends it (shown, leading to the BBAS page). */
export const sampleBanner = {
  title: '测试轮播',
  subtitle: '',
  image: '/images/ads/bbas.svg',
  url: '/bbas',
  enabled: 1,
};

/**
 * A console API test file's server and staff: a fresh test app, `callAs` on it and a confirmed
 * token for each role asked for, made before the file's tests and closed after them (read the
 * fields inside tests).
 */
export function consoleTestApp<R extends AdminRole>(roles: readonly R[], env: Record<string, string> = {}) {
  const suite = { tokens: {} } as { app: TestApp; call: ReturnType<typeof callAs>; tokens: Record<R, string> };
  beforeAll(async () => {
    suite.app = await createTestApp(env);
    suite.call = callAs(suite.app);
    for (const role of roles) suite.tokens[role] = (await createStaff(suite.app, [role])).token;
  });
  afterAll(() => suite.app.close());
  return suite;
}
