import type { CourseReview } from '@vce/contract/learning-reviews';
import { Button, Form, Input, List, Pagination, Rate } from 'antd';
import { useState } from 'react';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { QueryView } from '../../../shared/ui/query-view';
import { useCourseReviews, useReviewCourse } from '../api/reviews';

/** The learner's own review: written once they learn the course, edited the same way. */
function ReviewForm({ courseId, mine }: { courseId: number; mine: CourseReview | null }) {
  const [rating, setRating] = useState(mine?.rating ?? 5);
  const [content, setContent] = useState(mine?.content ?? '');
  const save = useReviewCourse(courseId);
  return (
    <Form layout="vertical" className="review-form" onFinish={() => save.mutate({ rating, content })}>
      <Form.Item label={mine ? '修改我的评价' : '写评价'}>
        <Rate aria-label="评分" value={rating} onChange={setRating} />
      </Form.Item>
      <Form.Item>
        <Input.TextArea
          aria-label="评价内容"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={500}
          showCount
          rows={3}
          placeholder="说说这门课对你的交易有什么帮助（至少5个字）"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {mine ? '保存修改' : '发表评价'}
      </Button>
    </Form>
  );
}

/** 学员评价: the course's stars, its learners' reviews newest first, and the reader's own. */
export function CourseReviews({ courseId }: { courseId: number }) {
  const [page, setPage] = useState(1);
  const query = useCourseReviews(courseId, page);
  return (
    <QueryView query={query}>
      {(reviews) => (
        <section className="course-reviews" data-testid="course-reviews">
          <p>
            <Rate disabled allowHalf value={reviews.rating} /> <b>{reviews.rating || '暂无'}</b>
            <span className="muted">（{reviews.rating_count}人评分）</span>
          </p>
          {reviews.can_review ? (
            <ReviewForm key={reviews.mine?.update_time ?? 'new'} courseId={courseId} mine={reviews.mine} />
          ) : (
            <p className="muted">购买或开始学习这门课程后即可评价。</p>
          )}
          <List
            dataSource={reviews.list}
            locale={{ emptyText: '还没有学员写评价' }}
            renderItem={(review) => (
              <List.Item key={review.id}>
                <List.Item.Meta
                  title={
                    <>
                      {review.nickname} <Rate disabled value={review.rating} className="review-stars" />
                    </>
                  }
                  description={formatBeijingTime(review.update_time * 1000, 'day')}
                />
                <p className="review-content">{review.content}</p>
              </List.Item>
            )}
          />
          {reviews.total > 10 && (
            <Pagination current={page} total={reviews.total} pageSize={10} onChange={setPage} size="small" />
          )}
        </section>
      )}
    </QueryView>
  );
}
