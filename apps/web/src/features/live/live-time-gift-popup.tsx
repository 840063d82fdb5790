import { paths } from '@vce/contract/routes';
import { Link } from 'react-router';
import { PicturePopup } from '../../shared/ui/picture-popup';

/**
 * The live-time gift's popup (spec 000 §2's popups): once the day's minutes are received, the
 * operators' picture (init's giveLiveTimeConfig.image_url, set in the console's 站点设置) with what
 * was added, and the way to the live rooms.
 */
export function LiveTimeGiftPopup({
  image,
  minutes,
  totalMinutes,
  onClose,
}: {
  image: string;
  minutes: number;
  totalMinutes: number;
  onClose(): void;
}) {
  return (
    <PicturePopup title="直播时长已到账" onClose={onClose}>
      <img src={image} alt="直播时长礼包" width={392} height={261} />
      <p className="picture-popup-caption">
        领取成功，{minutes}分钟直播时长已到账，共可观看{totalMinutes}分钟
      </p>
      <Link to={paths.liveCourses} onClick={onClose} className="picture-popup-action">
        去看直播
      </Link>
    </PicturePopup>
  );
}
