import { paths } from '@vce/contract/routes';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { Link } from 'react-router';
import { LiveRoomStrip } from '../../features/live/live-room-strip';
import { LiveTimeGift } from '../../features/live/live-time-gift';
import { ExchangeOverview } from '../../features/market/exchange-overview';
import { AdCarousel } from '../../features/shell/ad-carousel';
import { useInit } from '../../shared/site-init';

// It reads the shop's contract (zod): its code loads after the first screen's, into room kept for it.
const HomeCourses = lazyOnDemand(
  () => import('../../features/learning/courses/home-courses'),
  (module) => module.default,
);
const HomeIndicators = lazyOnDemand(
  () => import('../../features/commerce/indicators/home-indicators'),
  (module) => module.default,
);

/** The home page: banners, the live rooms, recommended courses, the indicator shop and every exchange's products. Grey mode greys it all. */
export default function HomePage() {
  const init = useInit().data;
  const isGrey = init?.grey_mode === 1;
  return (
    <div className={isGrey ? 'home-page grey-mode' : 'home-page'} data-testid="home-page">
      <AdCarousel />
      <section className="home-section">
        <h2>
          直播间 <LiveTimeGift config={init?.giveLiveTimeConfig ?? { giveLiveTimeTip: '', image_url: '' }} />
        </h2>
        <LiveRoomStrip />
      </section>
      <section className="home-section home-courses-section">
        <h2>
          K线课堂 <Link to={paths.classroom}>更多</Link>
        </h2>
        <Suspense fallback={null}>
          <HomeCourses />
        </Suspense>
      </section>
      <section className="home-section home-indicators-section">
        <h2>
          获取指标 <Link to={paths.indicators}>更多</Link>
        </h2>
        <Suspense fallback={null}>
          <HomeIndicators />
        </Suspense>
      </section>
      <section className="home-section">
        <h2>全部期货品种</h2>
        <ExchangeOverview />
      </section>
    </div>
  );
}
