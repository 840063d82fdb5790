import type { VideoColumn } from '@vce/contract/learning-videos';
import { Card, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { useVideo, useVideos } from '../api/videos';
import { HlsPlayer } from '../player/hls-player';
import '../learning.css';
import { clockDuration } from '../../../shared/format';

const titles: Record<VideoColumn, string> = { headline: '头条视频', quotation: '行情视频' };

/**
 * The video playing (`?id=`), or the column's newest. The stage has its size from the first paint (a
 * 16:9 frame, then room for the title and summary), so the list below never moves when the video's
 * answer comes (it comes after the list's, which names the newest).
 */
function VideoStage({ id }: { id: number | null }) {
  const video = useVideo(id);
  return (
    <div className="video-stage" data-testid="video-stage">
      {video.data?.playlist_url ? (
        <HlsPlayer key={video.data.id} playlistUrl={video.data.playlist_url} startAt={0} />
      ) : (
        <div className="video-stage-empty">{video.data && <p>视频正在准备中，请稍后刷新</p>}</div>
      )}
      <div className="video-stage-text">
        {video.data && (
          <>
            <h2>{video.data.title}</h2>
            <p className="muted">{video.data.summary}</p>
          </>
        )}
      </div>
    </div>
  );
}

/** A video column: its categories, its videos newest first, the one chosen playing above them. */
export function VideoColumnPage({ column }: { column: VideoColumn }) {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const { data } = useVideos({ column, category, page: 1, limit: 50 });
  const chosen = Number(params.get('id')) || data?.list[0]?.id || null;
  const set = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        if (name === 'category') next.delete('id');
        return next;
      },
      { replace: name === 'category' },
    );
  return (
    <Card className="video-column" data-testid="video-column">
      <h1>{titles[column]}</h1>
      <VideoStage id={chosen} />
      <Tabs
        activeKey={category ?? ''}
        onChange={(key) => set('category', key || undefined)}
        items={[{ key: '', label: '全部' }, ...(data?.categories ?? []).map((name) => ({ key: name, label: name }))]}
      />
      {data && data.total === 0 ? (
        <NoData description="暂无视频" />
      ) : (
        <ul className="video-list">
          {data?.list.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                className={video.id === chosen ? 'lesson-row lesson-row-playing' : 'lesson-row'}
                onClick={() => set('id', String(video.id))}
                data-testid="video-row"
              >
                <strong className="lesson-row-title">{video.title}</strong>
                <span className="muted">
                  {video.category} · {clockDuration(video.duration_seconds)} ·{' '}
                  {dayjs.unix(video.published_at).format('MM-DD')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
