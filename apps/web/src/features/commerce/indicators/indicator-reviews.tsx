import { Button, Card, Input, Rate } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useAddTargetReview, useTargetReviews } from '../api/indicators';

/** Holders' reviews of an indicator with the average, and the form for a holder who has not reviewed it. */
export function IndicatorReviews({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const { data } = useTargetReviews(id, page);
  const add = useAddTargetReview();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');

  const submit = async () => {
    try {
      await add.mutateAsync({ id, rating, content });
      setContent('');
      void toast.success('评价成功');
    } catch {
      // Shown by the API client (too short, already reviewed).
    }
  };
  return (
    <Card
      title={data?.average ? `用户评价（${data.average}分，${data.total}条）` : '用户评价'}
      data-testid="indicator-reviews"
    >
      {data?.can_review && (
        <div className="indicator-review-form">
          <Rate value={rating} onChange={setRating} aria-label="评分" />
          <Input.TextArea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={300}
            showCount
            rows={3}
            aria-label="评价内容"
            placeholder="说说这个指标用起来怎么样（至少5个字）"
          />
          <Button type="primary" loading={add.isPending} onClick={submit}>
            发表评价
          </Button>
        </div>
      )}
      {data && data.total === 0 ? (
        <NoData description="暂无评价，获取指标后可发表评价" />
      ) : (
        <ul className="indicator-review-list">
          {data?.list.map((review) => (
            <li key={review.id}>
              <span className="indicator-review-head">
                <strong>{review.nickname}</strong>
                <Rate disabled value={review.rating} />
                <span className="muted">{dayjs.unix(review.time).format('YYYY-MM-DD')}</span>
              </span>
              <p>{review.content}</p>
            </li>
          ))}
        </ul>
      )}
      {data && <PagerOnDemand pageSize={10} current={page} total={data.total} onChange={setPage} />}
    </Card>
  );
}
