import { useTargetList } from '../api/indicators';
import { IndicatorCard } from './indicator-card';

/** The home page's shelf: the shop's first six indicators (spec 000 §7: page 1, limit 6). */
export default function HomeIndicators() {
  const { data } = useTargetList({ page: 1, limit: 6 });
  return (
    <ul className="indicator-grid home-indicators" data-testid="home-indicators">
      {data?.list.map((card) => (
        <IndicatorCard key={card.id} card={card} />
      ))}
    </ul>
  );
}
