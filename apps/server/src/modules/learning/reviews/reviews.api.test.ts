import { Code } from '@vce/contract/codes';
import { courseReviews, reviewCourse } from '@vce/contract/learning-reviews';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLessons, courses } from '../../../db/schema/learning';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A free preview lesson and its course: the first progress saved in it makes the caller a learner. */
async function freeLesson() {
  const [lesson] = await app.db.select().from(courseLessons).where(eq(courseLessons.freePreview, true)).limit(1);
  return lesson!;
}
const startLesson = (token: string, id: number) =>
  callAs(app, token, '/api/course/progress', { lesson_id: id, position: 0, read: false });
const ratingOf = async (courseId: number) => (await app.db.select().from(courses).where(eq(courses.id, courseId)))[0]!;
const review = (token: string, body: object) => callAs(app, token, '/api/course/review', body);

describe('course reviews', () => {
  it('lets a learner review a course once, edit it, and moves the course’s rating by exactly that', async () => {
    const lesson = await freeLesson();
    const courseId = lesson.courseId;
    const { user, token } = await createUser(app);
    expect(await review(token, { course_id: courseId, rating: 5, content: '讲得很清楚，受益匪浅' })).toMatchObject({
      code: Code.FAIL,
      msg: msg.reviewNotLearner,
    });
    const before = await ratingOf(courseId);
    expect((await startLesson(token, lesson.id)).code).toBe(Code.SUCCESS);

    // Two submissions at once add one rating, not two.
    const [first, second] = await Promise.all([
      review(token, { course_id: courseId, rating: 4, content: '  <b>K线</b>讲得很透，止损部分很实用  ' }),
      review(token, { course_id: courseId, rating: 4, content: '<b>K线</b>讲得很透，止损部分很实用' }),
    ]);
    expect([first.msg, second.msg]).toEqual(['', '']);
    const written = reviewCourse.data.parse(second.data);
    expect(written.review).toMatchObject({
      user_id: user.id,
      rating: 4,
      content: '<b>K线</b>讲得很透，止损部分很实用',
    });
    expect(written.rating_count).toBe(before.ratingCount + 1);
    expect(await ratingOf(courseId)).toMatchObject({
      ratingSum: before.ratingSum + 4,
      ratingCount: before.ratingCount + 1,
    });

    const edited = reviewCourse.data.parse(
      (await review(token, { course_id: courseId, rating: 2, content: '后面几课节奏太快了' })).data,
    );
    expect(edited.rating_count).toBe(before.ratingCount + 1);
    expect(await ratingOf(courseId)).toMatchObject({ ratingSum: before.ratingSum + 2 });

    const list = courseReviews.data.parse(
      (await callAs(app, token, '/api/course/reviews', { course_id: courseId })).data,
    );
    expect(list).toMatchObject({ total: 1, can_review: true, mine: { rating: 2, content: '后面几课节奏太快了' } });
    expect(list.list[0]).toMatchObject({ user_id: user.id, nickname: user.nickname });
    const guest = courseReviews.data.parse(
      (await callAs(app, '', '/api/course/reviews', { course_id: courseId })).data,
    );
    expect(guest).toMatchObject({ total: 1, mine: null, can_review: false });
  });

  it('refuses bad stars, too few words and unknown courses in Chinese', async () => {
    const lesson = await freeLesson();
    const { token } = await createUser(app);
    await startLesson(token, lesson.id);
    for (const [body, message] of [
      [{ course_id: lesson.courseId, rating: 6, content: '五个字以上的评价' }, msg.reviewRatingInvalid],
      [{ course_id: lesson.courseId, rating: 0, content: '五个字以上的评价' }, msg.reviewRatingInvalid],
      [{ course_id: lesson.courseId, rating: 3, content: '  好  ' }, msg.reviewTooShort],
      [{ course_id: 999_999, rating: 3, content: '五个字以上的评价' }, msg.courseUnknown],
    ] as const)
      expect(await review(token, body)).toMatchObject({ code: Code.FAIL, msg: message });
    expect(await callAs(app, '', '/api/course/reviews', { course_id: 999_999 })).toMatchObject({
      msg: msg.courseUnknown,
    });
  });
});
