import { paths } from '@vce/contract/routes';
import { Link } from 'react-router';
import { PicturePopup } from '../../shared/ui/picture-popup';

/**
 * The home promo popup (spec 000 §2's popups; init's `app_index_image`, set in the console's 站点设置):
 * the operators' picture, leading to 看数据, with its line beneath.
 */
export function HomePromoPopup({ image, caption, onClose }: { image: string; caption: string; onClose(): void }) {
  return (
    <PicturePopup title="今日推荐" onClose={onClose}>
      <Link to={paths.viewData()} onClick={onClose} aria-label={caption || '去看数据'}>
        <img src={image} alt={caption || '推荐活动'} width={392} height={261} />
      </Link>
      {caption && <p className="picture-popup-caption">{caption}</p>}
    </PicturePopup>
  );
}
