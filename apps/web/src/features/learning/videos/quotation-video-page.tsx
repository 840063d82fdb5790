import { VideoColumnPage } from './video-column';

/** 行情视频 (/quotationVideo). */
export default function QuotationVideoPage() {
  return <VideoColumnPage column="quotation" />;
}
