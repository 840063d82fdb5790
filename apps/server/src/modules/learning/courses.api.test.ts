import { Code } from '@vce/contract/codes';
import { PayAnswer } from '@vce/contract/commerce-payment';
import { courseDetails, getBaseInfo, myCourses, recommendCourseList } from '@vce/contract/learning';
import { msg } from '@vce/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplates, userCoupons } from '../../db/schema/commerce-coupons';
import { courseOwners, courses } from '../../db/schema/learning';
import type { Db } from '../../platform/db';
import { issueCoupon } from '../commerce/coupons/coupon-store';
import { sandboxNotifyBody, signSandboxNotify } from '../../providers/payment/sandbox-payment';
import { createTestApp, createUser, type TestApp } from '../../test/harness';
import { callAs, fundBalance, givePayPassword, sandboxSecret } from '../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PAYMENT_SANDBOX_SECRET: sandboxSecret });
});
afterAll(() => app.close());

const courseNamed = async (title: string) => (await app.db.select().from(courses).where(eq(courses.title, title)))[0]!;
const details = async (token: string, id: number) =>
  courseDetails.data.parse((await callAs(app, token, '/api/course/details', { id })).data);
const lessonsOf = (course: Awaited<ReturnType<typeof details>>) =>
  course.chapters.flatMap((chapter) => chapter.lessons);
const learnersOf = async (id: number) => (await app.db.select().from(courses).where(eq(courses.id, id)))[0]!.learners;

describe('the classroom catalogue', () => {
  it('answers the classes with their newest courses and the recommended shelf, each item with its id and title', async () => {
    const base = getBaseInfo.data.parse((await callAs(app, '', '/api/course/getBaseInfo')).data);
    expect(base.newCourseClassList.map((entry) => entry.title)).toEqual([
      '入门必修',
      '技术分析',
      '交易策略',
      '风险管理',
      '品种研究',
    ]);
    for (const entry of base.newCourseClassList) {
      expect(entry.id).toBeGreaterThan(0);
      expect(entry.courses.length).toBe(entry.course_count);
      // Newest first.
      const times = entry.courses.map((course) => course.published_at);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(base.teacherList.length).toBe(4);
    const recommended = recommendCourseList.data.parse((await callAs(app, '', '/api/course/recommendCourseList')).data);
    expect(recommended.courseList[0]).toMatchObject({ title: '期货K线入门：从一根K线读懂多空', price: '0.00' });
    expect(recommended.courseList.every((course) => course.id > 0 && course.title)).toBe(true);
  });

  it('filters and pages the list, and drops a filter it does not know rather than failing', async () => {
    const free = (await callAs(app, '', '/api/course/list', { price: 'free', limit: 50 })).data;
    expect(free.total).toBeGreaterThan(0);
    expect(free.list.every((course: { price: string }) => course.price === '0.00')).toBe(true);
    const vip = (await callAs(app, '', '/api/course/list', { price: 'vip', limit: 50 })).data;
    expect(vip.list.every((course: { vip_free: boolean }) => course.vip_free)).toBe(true);
    const all = (await callAs(app, '', '/api/course/list', { limit: 3, page: 2, sort: 'popular', level: 'nonsense' }))
      .data;
    // Eight courses and the three live courses' replay courses.
    expect(all.total).toBe(11);
    expect(all.list).toHaveLength(3);
    const learners = all.list.map((course: { learners: number }) => course.learners);
    expect(learners).toEqual([...learners].sort((a: number, b: number) => b - a));
    expect(await callAs(app, '', '/api/course/details', { id: 999_999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.courseUnknown,
    });
    expect(await callAs(app, '', '/api/course/details', { id: 'abc' })).toMatchObject({ code: Code.FAIL });
  });

  it('shows a paid course to a guest with only its free previews open', async () => {
    const course = await courseNamed('均线系统实战：趋势识别与进出场');
    const page = await details('', course.id);
    expect(page).toMatchObject({ price: '199.00', access: null, progress: { done: 0, total: 4 } });
    const lessons = lessonsOf(page);
    expect(lessons.map((lesson) => lesson.locked)).toEqual([false, true, true, true]);
    expect(page.teacher.intro).toContain('演示讲师');
    expect(page.related.length).toBeGreaterThan(0);
  });
});

describe('locked lessons', () => {
  it('asks a guest to sign in and a user to buy, or to become a member for a course free to members', async () => {
    const paid = lessonsOf(await details('', (await courseNamed('均线系统实战：趋势识别与进出场')).id));
    expect(await callAs(app, '', '/api/course/lesson', { id: paid[1]!.id })).toMatchObject({ code: Code.NEED_LOGIN });
    const { token } = await createUser(app);
    const refused = await callAs(app, token, '/api/course/lesson', { id: paid[1]!.id });
    expect(refused).toMatchObject({
      code: Code.NEED_PRIVILEGE,
      msg: msg.lessonLocked,
      data: { type: 'course', button_list: [{ type: 'buy_course' }] },
    });
    expect(refused.data.button_list[0].path).toMatch(/^\/payment\?id=\d+&type=course&path=/);
    const vipCourse = await courseNamed('量价关系精讲：成交量与持仓量');
    const vipLessons = lessonsOf(await details(token, vipCourse.id));
    expect(await callAs(app, token, '/api/course/lesson', { id: vipLessons[1]!.id })).toMatchObject({
      code: Code.NEED_PRIVILEGE,
      msg: msg.lessonVipOnly,
      data: { button_list: [{ type: 'buy_vip' }, { type: 'buy_course' }] },
    });
    // A member watches it; saving progress is refused to whoever may not open the lesson.
    const member = await createUser(app, { vip: true });
    expect((await details(member.token, vipCourse.id)).access).toBe('vip');
    expect(
      await callAs(app, token, '/api/course/progress', { lesson_id: vipLessons[1]!.id, position: 3 }),
    ).toMatchObject({ code: Code.NEED_PRIVILEGE });
  });
});

describe('progress', () => {
  it('resumes where the learner left off and completes a lesson by the ranges watched, not the position', async () => {
    const { token } = await createUser(app);
    const course = await courseNamed('止损的艺术：风险预算与资金曲线');
    const learnersBefore = await learnersOf(course.id);
    const [video, reading] = lessonsOf(await details(token, course.id));
    const save = (body: object) => callAs(app, token, '/api/course/progress', { lesson_id: video!.id, ...body });

    // Scrubbed to the end after 5 s watched: the position is kept, the lesson is not complete.
    expect((await save({ position: 35, ranges: [[0, 5]] })).data).toMatchObject({
      position: 35,
      watched_seconds: 5,
      completed: false,
      course_done: 0,
      course_total: 2,
    });
    expect(lessonsOf(await details(token, course.id))[0]).toMatchObject({ position: 35, completed: false });
    // Two saves of overlapping ranges: 0–34.5 watched of 36 s is 95.8 %.
    await save({ position: 20, ranges: [[4, 20]] });
    const done = (await save({ position: 34.5, ranges: [[19.5, 34.5]] })).data;
    expect(done).toMatchObject({ watched_seconds: 34.5, completed: true, course_done: 1 });
    // A text lesson completes once read.
    const read = await callAs(app, token, '/api/course/progress', { lesson_id: reading!.id, position: 0, read: true });
    expect(read.data).toMatchObject({ completed: true, course_done: 2, course_total: 2 });
    // The first lesson opened made the user one of the course's learners, once.
    expect(await learnersOf(course.id)).toBe(learnersBefore + 1);

    const mine = myCourses.data.parse((await callAs(app, token, '/api/course/myCourses', {})).data);
    expect(mine.list).toMatchObject([{ id: course.id, done: 2, total: 2, last_lesson_id: reading!.id }]);
    // Another user sees none of it.
    const other = await createUser(app);
    expect((await callAs(app, other.token, '/api/course/myCourses', {})).data.total).toBe(0);
    expect(lessonsOf(await details(other.token, course.id))[0]).toMatchObject({ completed: false, position: 0 });
  });

  it('refuses a bad progress report with a Chinese message, and keeps nothing of it', async () => {
    const { token } = await createUser(app);
    const course = await courseNamed('止损的艺术：风险预算与资金曲线');
    const [video] = lessonsOf(await details(token, course.id));
    for (const body of [
      { position: -1 },
      { position: 'abc' },
      { position: 3, ranges: 'everything' },
      { position: 3, ranges: [[0, 1e9]] },
      { position: 3, ranges: Array.from({ length: 201 }, () => [0, 1]) },
    ]) {
      const answer = await callAs(app, token, '/api/course/progress', { lesson_id: video!.id, ...body });
      expect(answer.code, JSON.stringify(body)).toBe(Code.FAIL);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await callAs(app, token, '/api/course/myCourses', {})).data.total).toBe(0);
    expect(await callAs(app, '', '/api/course/progress', { lesson_id: video!.id, position: 1 })).toMatchObject({
      code: Code.NEED_LOGIN,
    });
  });
});

describe('buying a course', () => {
  it('sells it from the balance and opens its lessons; not sold twice; a free course is not sold', async () => {
    const { user, token } = await createUser(app);
    const course = await courseNamed('趋势跟踪交易系统：从信号到仓位');
    await fundBalance(app, user.id, 60_000);
    const pay_password = await givePayPassword(app, token);
    const item = await callAs(app, token, '/api/finance/cashDeskItem', { type: 'course', id: course.id });
    expect(item.data).toMatchObject({ name: `课程：${course.title}`, price: '499.00' });
    const paid = await callAs(app, token, '/api/finance/payOrder', {
      type: 'course',
      id: course.id,
      pay_type: 'money',
      pay_password,
    });
    expect(paid).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    const page = await details(token, course.id);
    expect(page.access).toBe('bought');
    expect(lessonsOf(page).every((lesson) => !lesson.locked)).toBe(true);
    expect(await callAs(app, token, '/api/finance/cashDeskItem', { type: 'course', id: course.id })).toMatchObject({
      code: Code.FAIL,
      msg: msg.courseOwned,
    });
    const mine = myCourses.data.parse((await callAs(app, token, '/api/course/myCourses', {})).data);
    expect(mine.list).toMatchObject([{ id: course.id, done: 0, studied_at: null }]);
    const free = await courseNamed('期货K线入门：从一根K线读懂多空');
    expect(await callAs(app, token, '/api/finance/cashDeskItem', { type: 'course', id: free.id })).toMatchObject({
      code: Code.FAIL,
      msg: msg.courseFree,
    });
  });

  it('takes a coupon made for courses off the price, and refuses one made for indicators only', async () => {
    const { user, token } = await createUser(app);
    const course = await courseNamed('趋势跟踪交易系统：从信号到仓位');
    await fundBalance(app, user.id, 60_000);
    const pay_password = await givePayPassword(app, token);
    // The seeded kinds: 新人立减券 (10 off from 39, for VIP, indicators and courses) and 指标8折券.
    const couponOf = async (templateName: string) => {
      const [template] = await app.db.select().from(couponTemplates).where(eq(couponTemplates.name, templateName));
      await issueCoupon(app.db as unknown as Db, { userId: user.id, templateId: template!.id, source: 'operator' });
      const mine = await app.db.select().from(userCoupons).where(eq(userCoupons.userId, user.id));
      return mine.find((coupon) => coupon.templateId === template!.id)!;
    };
    const buy = (coupon_id: number) =>
      callAs(app, token, '/api/finance/payOrder', {
        type: 'course',
        id: course.id,
        pay_type: 'money',
        pay_password,
        coupon_id,
      });
    const indicatorsOnly = await couponOf('指标8折券');
    expect(await buy(indicatorsOnly.id)).toMatchObject({ code: Code.FAIL, msg: msg.couponUnavailable });
    const tenOff = await couponOf('新人立减券');
    expect(await buy(tenOff.id)).toMatchObject({ code: Code.SUCCESS, data: { status: 1 } });
    // 600.00 − (499.00 − 10.00).
    expect((await callAs(app, token, '/api/user/index', {})).data.userinfo.money).toBe('111.00');
    expect((await details(token, course.id)).access).toBe('bought');
  });

  it('grants a course paid by WeChat once, however often the notification is replayed', async () => {
    const { user, token } = await createUser(app);
    const course = await courseNamed('油脂油料季节性：豆粕与棕榈油');
    const learnersBefore = await learnersOf(course.id);
    const started = await callAs(app, token, '/api/finance/payOrder', {
      type: 'course',
      id: course.id,
      pay_type: 'wechat',
      pay_from: 'scan',
    });
    expect(started.code, started.msg).toBe(Code.SUCCESS);
    const order = PayAnswer.parse(started.data);
    const body = sandboxNotifyBody({
      orderNo: order.order_id,
      amountCents: 19_900,
      transactionId: `T${order.order_id}`,
      paidAt: new Date(),
      merchantId: 'sandbox-wechat',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/pay/notify/wechat',
          headers: signSandboxNotify(sandboxSecret, body),
          payload: body,
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await app.events.drainDue();
    const owners = await app.db
      .select()
      .from(courseOwners)
      .where(and(eq(courseOwners.userId, user.id), eq(courseOwners.courseId, course.id)));
    expect(owners).toMatchObject([{ orderNo: order.order_id }]);
    expect(await learnersOf(course.id)).toBe(learnersBefore + 1);
    expect((await details(token, course.id)).access).toBe('bought');
  });
});
