import { LiveRoomStrip } from '../../features/live/live-room-strip';
import { ExchangeOverview } from '../../features/market/exchange-overview';
import { AdCarousel } from '../../features/shell/ad-carousel';
import { useInit } from '../../features/shell/api/get-init';

/** The home page: banners, the live rooms and every exchange's products. Grey mode greys it all. */
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
    </div>
  );
}
