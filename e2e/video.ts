import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Plays the lesson video (muted, as a browser lets a page start it) until it has played `seconds`. */
export async function playUntil(video: Locator, seconds: number) {
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(seconds);
}
