import { limits } from '@vce/contract/limits';
import { useEffect, useState } from 'react';

/** The seconds until an SMS code may be asked for again (spec 000 §4: 60), and what starts them. */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: () => setSecondsLeft(limits.smsResendSeconds) };
}

/** A code button's words while it counts down, and after. */
export const resendLabel = (secondsLeft: number) => (secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码');
