import {
  type IndicatorCard as Card,
  indicatorCategoryNames,
  indicatorPlatformNames,
} from '@vce/contract/commerce-indicators';
import { paths } from '@vce/contract/routes';
import { Link } from 'react-router';
import { PlainTag } from '../../../shared/ui/plain-tag';
import type { z } from 'zod';
import './indicators.css';

export type IndicatorCardData = z.output<typeof Card>;

/** "¥29.90", "300 V粒" or "免费", as the shelf shows a price. */
export const priceText = (card: Pick<IndicatorCardData, 'price_type' | 'price'>) =>
  card.price_type === 'vq' ? `¥${card.price}` : card.price_type === 'vli' ? `${card.price} V粒` : '免费';

/** One indicator on a shelf: its name and line, price, buyers and platforms, linking to its page. */
export function IndicatorCard({ card, extra }: { card: IndicatorCardData; extra?: React.ReactNode }) {
  return (
    <li className="indicator-card" data-testid="indicator-card">
      <Link to={paths.indicator(card.id)} className="indicator-card-link">
        <span className="indicator-card-head">
          <strong>{card.name}</strong>
          <PlainTag>{indicatorCategoryNames[card.category]}</PlainTag>
        </span>
        <span className="indicator-card-summary">{card.summary}</span>
        <span className="indicator-card-price">
          <b>{priceText(card)}</b>
          {card.vip_free && <PlainTag tone="gold">会员免费</PlainTag>}
          {card.owned && <PlainTag tone="green">已拥有</PlainTag>}
        </span>
        <span className="indicator-card-meta">
          {card.buyers}人已获取 · {card.platforms.map((platform) => indicatorPlatformNames[platform]).join(' / ')}
        </span>
      </Link>
      {extra}
    </li>
  );
}
