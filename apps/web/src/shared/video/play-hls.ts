import type HlsType from 'hls.js/light';
import type { HlsConfig } from 'hls.js/light';
import { getToken } from '../session';

type HlsClass = typeof HlsType;

/**
 * Plays `url` in `element` through hls.js (its light build, loaded on demand), every request of it
 * carrying the signed-in token: a lesson's or a members' room's playlist and segments answer only to
 * the token they were signed for. `onPlayer` sees the player before it loads (events, levels).
 * Answers the cleanup.
 */
export function playHls(
  element: HTMLVideoElement,
  url: string,
  options: { config?: Partial<HlsConfig>; onPlayer?: (player: HlsType, Hls: HlsClass) => void } = {},
) {
  const token = getToken();
  let closed = false;
  let player: HlsType | null = null;
  void import('hls.js/light').then(({ default: Hls }) => {
    if (closed) return;
    player = new Hls({
      ...options.config,
      xhrSetup: (xhr) => {
        if (token) xhr.setRequestHeader('token', token);
      },
    });
    options.onPlayer?.(player, Hls);
    player.loadSource(url);
    player.attachMedia(element);
  });
  return () => {
    closed = true;
    player?.destroy();
  };
}
