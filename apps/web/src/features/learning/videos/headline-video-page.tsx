import { VideoColumnPage } from './video-column';

/** 头条视频 (/headlineVideo). */
export default function HeadlineVideoPage() {
  return <VideoColumnPage column="headline" />;
}
