import { toast } from './feedback';

/**
 * The reward toast of spec 001 §4: what was granted ("恭喜获得5V粒"), closing by itself after 3 seconds.
 */
export const showRewardToast = (text: string) =>
  toast.open({ type: 'success', content: text, duration: 3, className: 'reward-toast' });
