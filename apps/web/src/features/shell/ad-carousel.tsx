import { Carousel, type CarouselRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePcIndex } from './api/get-pc-index';

/** How long each banner shows (antd's autoplay default). */
const slideMs = 3000;

/** The home page's header banners (adHeaderList). */
export function AdCarousel() {
  const { data, isPending } = usePcIndex();
  const [current, setCurrent] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  const ads = data?.adHeaderList ?? [];
  const isLast = ads.length > 1 && current === ads.length - 1;
  // A carousel that is not infinite stops at its last slide: after it shows, go back to the first.
  useEffect(() => {
    if (!isLast) return;
    const timer = setTimeout(() => carousel.current?.goTo(0), slideMs);
    return () => clearTimeout(timer);
  }, [isLast]);
  // The banner's place is kept while it loads, so the page below does not move when it arrives.
  if (isPending) return <div className="ad-carousel ad-carousel-pending" aria-busy="true" />;
  if (ads.length === 0) return null;
  return (
    <div className="ad-carousel" data-testid="ad-carousel">
      {/* Not infinite: the slider's copies of the first and last slides would be hidden yet focusable. */}
      <Carousel
        ref={carousel}
        autoplay
        autoplaySpeed={slideMs}
        infinite={false}
        beforeChange={(_, next) => setCurrent(next)}
      >
        {ads.map((ad, index) => (
          // The carousel overrides its direct children's style: the banner lives one level down.
          <div key={ad.id}>
            <Link
              to={ad.url}
              className="ad-slide"
              style={{ backgroundImage: `url(${ad.image})` }}
              // Slides out of view are aria-hidden: their links leave the tab order with them.
              tabIndex={index === current ? 0 : -1}
            >
              <strong>{ad.title}</strong>
              <span>{ad.subtitle}</span>
            </Link>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
