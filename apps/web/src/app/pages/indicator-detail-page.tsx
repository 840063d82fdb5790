import { IndicatorDetail } from '../../features/commerce/indicators/indicator-detail-page';
import { IndicatorPreview } from './indicator-preview';

/** /vtarget/detail: the indicator shop's page of one indicator, with its preview on the market's K-line. */
export default function IndicatorDetailPage() {
  return <IndicatorDetail preview={(indicator) => <IndicatorPreview indicator={indicator} />} />;
}
