import type { CallData } from '@vce/contract/call';
import type { openLesson } from '@vce/contract/learning';
import { useCallback, useState } from 'react';
import { keepsProgress, saveProgress, type SavedProgress } from '../api/lesson-progress';
import { HlsPlayer } from './hls-player';
import { WatchTracker } from './watch-tracker';

export type OpenedLesson = CallData<typeof openLesson>;

/** The position is saved at least this often while playing (and on pause, at the end and on leaving). */
const SAVE_EVERY_MS = 10_000;
/** A resume this close to the end starts over instead. */
const END_MARGIN_SECONDS = 3;

/**
 * A video lesson: resumes where the learner left off (on any browser: the position is the server's)
 * and saves the position and the ranges watched every 10 s while playing, on pause, at the end and on
 * leaving, with the minutes left of the lesson.
 */
export function LessonPlayer({ lesson, onSaved }: { lesson: OpenedLesson; onSaved: (saved: SavedProgress) => void }) {
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, lesson.duration_seconds - lesson.position));
  const startAt = lesson.position < lesson.duration_seconds - END_MARGIN_SECONDS ? lesson.position : 0;
  const track = useCallback(
    (element: HTMLVideoElement) => {
      const tracker = new WatchTracker();
      let closed = false;
      const save = (leaving = false) => {
        if (!keepsProgress()) return;
        const ranges = tracker.take();
        saveProgress({ lesson_id: lesson.id, position: element.currentTime, ranges }, leaving).then(
          (saved) => !closed && onSaved(saved),
          () => tracker.giveBack(ranges),
        );
      };
      const onTime = () => {
        if (!element.paused && !element.seeking) tracker.playedTo(element.currentTime);
        setSecondsLeft(Math.max(0, element.duration - element.currentTime || 0));
      };
      const onStop = () => {
        tracker.stop();
        save();
      };
      const onSeeking = () => tracker.stop();
      const onLeave = () => save(true);
      element.addEventListener('timeupdate', onTime);
      element.addEventListener('pause', onStop);
      element.addEventListener('ended', onStop);
      element.addEventListener('seeking', onSeeking);
      window.addEventListener('pagehide', onLeave);
      const timer = setInterval(() => !element.paused && save(), SAVE_EVERY_MS);
      return () => {
        clearInterval(timer);
        window.removeEventListener('pagehide', onLeave);
        element.removeEventListener('timeupdate', onTime);
        element.removeEventListener('pause', onStop);
        element.removeEventListener('ended', onStop);
        element.removeEventListener('seeking', onSeeking);
        if (element.currentTime > 0) save(true);
        closed = true;
      };
    },
    [lesson.id, onSaved],
  );
  return (
    <HlsPlayer
      playlistUrl={lesson.playlist_url ?? ''}
      startAt={startAt}
      onVideo={track}
      status={<span data-testid="lesson-left">本课时剩余 {Math.ceil(secondsLeft / 60)} 分钟</span>}
    />
  );
}
