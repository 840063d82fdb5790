import { Carousel } from 'antd';
import { Link } from 'react-router';
import { usePcIndex } from './api/get-pc-index';

/** The home page's header banners (adHeaderList). */
export function AdCarousel() {
  const ads = usePcIndex().data?.adHeaderList ?? [];
  if (ads.length === 0) return null;
  return (
    <div className="ad-carousel" data-testid="ad-carousel">
      <Carousel autoplay>
        {ads.map((ad) => (
          // The carousel overrides its direct children's style: the banner lives one level down.
          <div key={ad.id}>
            <Link to={ad.url} className="ad-slide" style={{ backgroundImage: `url(${ad.image})` }}>
              <strong>{ad.title}</strong>
              <span>{ad.subtitle}</span>
            </Link>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
