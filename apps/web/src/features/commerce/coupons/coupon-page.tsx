import type { Coupon, CouponStatus } from '@vce/contract/commerce-coupons';
import { type OrderKind, orderKindNames } from '@vce/contract/commerce-payment';
import { paths } from '@vce/contract/routes';
import { Card, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useCouponList } from '../api/coupons';
import './coupons.css';

const PAGE_SIZE = 10;
const tabs: { key: CouponStatus; label: string }[] = [
  { key: 'unused', label: '未使用' },
  { key: 'used', label: '已使用' },
  { key: 'expired', label: '已过期' },
];
/** Where an unused coupon is spent: the first product kind it applies to. */
const useAt: Partial<Record<OrderKind, string>> = { vip: paths.vip, indicator: paths.indicators };

/** 我的优惠券 (/my/coupon): unused, used and expired coupons with their terms, a tab each. */
export default function CouponPage() {
  const [status, setStatus] = useState<CouponStatus>('unused');
  const [page, setPage] = useState(1);
  const { data } = useCouponList({ status, page, limit: PAGE_SIZE });
  return (
    <Card className="coupon-page" data-testid="coupon-page">
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as CouponStatus);
          setPage(1);
        }}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
      />
      {data && data.total === 0 ? (
        <NoData description={status === 'unused' ? '暂无可用优惠券，签到抽奖和V粒商城可获得' : '暂无优惠券'} />
      ) : (
        <ul className="coupon-list">
          {data?.list.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      {data && <PagerOnDemand pageSize={PAGE_SIZE} current={page} total={data.total} onChange={setPage} />}
    </Card>
  );
}

function CouponCard({ coupon }: { coupon: z.output<typeof Coupon> }) {
  const where = coupon.product_kinds.map((kind) => useAt[kind]).find(Boolean);
  return (
    <li className={`coupon-card is-${coupon.status}`} data-testid="coupon">
      <div className="coupon-value">
        {coupon.kind === 'amount' ? (
          <>
            <small>¥</small>
            {coupon.value.replace(/\.00$/, '')}
          </>
        ) : (
          <>
            {coupon.rate / 10}
            <small>折</small>
          </>
        )}
        <span>{coupon.min_spend === '0.00' ? '无门槛' : `满${coupon.min_spend.replace(/\.00$/, '')}元可用`}</span>
      </div>
      <div className="coupon-terms">
        <strong>{coupon.name}</strong>
        <span>适用：{coupon.product_kinds.map((kind) => orderKindNames[kind]).join('、')}</span>
        <span>
          {coupon.status === 'used' && coupon.used_time
            ? `${dayjs.unix(coupon.used_time).format('YYYY-MM-DD HH:mm')} 已使用`
            : `有效期至 ${dayjs.unix(coupon.expire_time).format('YYYY-MM-DD HH:mm')}`}
        </span>
      </div>
      <div className="coupon-action">
        {coupon.held ? (
          <Tag color="orange">待支付订单占用中</Tag>
        ) : coupon.status === 'unused' && where ? (
          <Link to={where}>去使用</Link>
        ) : (
          <Tag>{coupon.status === 'used' ? '已使用' : coupon.status === 'expired' ? '已过期' : '可用'}</Tag>
        )}
      </div>
    </li>
  );
}
