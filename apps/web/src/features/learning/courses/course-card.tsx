import type { CourseCard as Card } from '@vce/contract/learning';
import { courseLevelNames } from '@vce/contract/learning-filters';
import { paths } from '@vce/contract/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainTag } from '../../../shared/ui/plain-tag';
import '../learning.css';

/** "免费", "会员免费 · ¥399.00" or "¥199.00", as a course's price reads. */
export function coursePriceText(card: Pick<Card, 'price' | 'vip_free'>) {
  if (card.price === '0.00') return '免费';
  return card.vip_free ? `会员免费 · ¥${card.price}` : `¥${card.price}`;
}

/** What the caller's access reads as on a card, when they have one. */
export const accessNames = { bought: '已购买', free: '免费学习', vip: '会员免费学' } as const;

/** One course on a shelf: cover, title, teacher, lessons and minutes, learners, price; links to its page. */
export function CourseCard({ card, footer, inView = false }: { card: Card; footer?: ReactNode; inView?: boolean }) {
  return (
    <li className="course-card" data-testid="course-card">
      <Link to={paths.courseDetails(card.id)} className="course-card-link">
        {/* A cover in the first screen is the page's largest paint: asked for at once, not when scrolled to. */}
        <img
          className="course-cover"
          src={card.cover}
          alt=""
          width={400}
          height={225}
          loading={inView ? 'eager' : 'lazy'}
          fetchPriority={inView ? 'high' : undefined}
        />
        <span className="course-card-body">
          <strong className="course-card-title">{card.title}</strong>
          <span className="course-card-meta">
            <PlainTag>{courseLevelNames[card.level]}</PlainTag>
            {card.teacher.name} · {card.lesson_count}课时 · {card.duration_minutes}分钟
          </span>
          <span className="course-card-foot">
            <b className={card.price === '0.00' ? 'course-price-free' : 'course-price'}>{coursePriceText(card)}</b>
            <span className="muted">{card.learners}人学习</span>
          </span>
          {card.access && <PlainTag tone="green">{accessNames[card.access]}</PlainTag>}
        </span>
      </Link>
      {footer}
    </li>
  );
}

/** A shelf of course cards; `inView` when it is in the first screen of its page. */
export function CourseGrid({ cards, inView = false }: { cards: Card[]; inView?: boolean }) {
  return (
    <ul className="course-grid">
      {cards.map((card) => (
        <CourseCard key={card.id} card={card} inView={inView} />
      ))}
    </ul>
  );
}
