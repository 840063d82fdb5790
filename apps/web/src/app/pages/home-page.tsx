import { paths } from '@vce/contract/routes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LiveRoomStrip } from '../../features/live/live-room-strip';
import { ExchangeOverview } from '../../features/market/exchange-overview';
import { AdCarousel } from '../../features/shell/ad-carousel';
import { useInit } from '../../features/shell/api/get-init';

// Below the fold, and it reads the shop's contract (zod): its code loads after the first screen's.
const HomeIndicators = lazy(() => import('../../features/commerce/indicators/home-indicators'));

/** The home page: banners, the live rooms, every exchange's products and the indicator shop. Grey mode greys it all. */
export default function HomePage() {
  const isGrey = useInit().data?.grey_mode === 1;
  return (
    <div className={isGrey ? 'home-page grey-mode' : 'home-page'} data-testid="home-page">
      <AdCarousel />
      <section className="home-section">
        <h2>直播间</h2>
        <LiveRoomStrip />
      </section>
      <section className="home-section">
        <h2>全部期货品种</h2>
        <ExchangeOverview />
      </section>
      <section className="home-section home-indicators-section">
        <h2>
          获取指标 <Link to={paths.indicators}>更多</Link>
        </h2>
        <Suspense fallback={null}>
          <HomeIndicators />
        </Suspense>
      </section>
    </div>
  );
}
