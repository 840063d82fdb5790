import { useQuery } from '@tanstack/react-query';
import { limits } from '@vce/contract/limits';
import { paths } from '@vce/contract/routes';
import { beijingOffsetMs } from '@vce/market-core/beijing-time';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useUserPrivilege } from '../features/account/api/check-user-privilege';
import { userIndexQueryOptions } from '../shared/current-user';
import { useSignBaseInfo } from '../features/commerce/api/get-sign-base-info';
import { beijingDay } from '../shared/format';
import { isSignedIn } from '../shared/session';
import { useInit } from '../shared/site-init';
import { storageKeys } from '../shared/storage';
import { lazyOnDemand, useCodeReady } from '../shared/lazy-chunk';

// Each popup's code loads when it is shown: most page loads show none.
const SignInPopup = lazyOnDemand(
  () => import('../features/commerce/sign-in/sign-in-popup'),
  (module) => module.SignInPopup,
);
const VipPrompt = lazyOnDemand(
  () => import('../features/commerce/vip-prompt'),
  (module) => module.VipPrompt,
);
const HomePromoPopup = lazyOnDemand(
  () => import('../features/shell/home-promo-popup'),
  (module) => module.HomePromoPopup,
);
const TrialEndedPopup = lazyOnDemand(
  () => import('../features/commerce/vip/trial-ended-popup'),
  (module) => module.TrialEndedPopup,
);

const DAY_MS = 86_400_000;
/** The next midnight in Beijing, in ms since epoch: when a once-a-day popup may show again. */
const nextBeijingMidnight = (now = Date.now()) =>
  (Math.floor((now + beijingOffsetMs) / DAY_MS) + 1) * DAY_MS - beijingOffsetMs;

/** The moment the page counts as started: 500 ms after mounting (spec 000 §4), null before. */
function useStartedAt(delayMs: number) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStartedAt(Date.now()), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return startedAt;
}

/**
 * Popups on page load (spec 000 §4), one at a time: the daily sign-in popup first (not signed today,
 * not dismissed today, not on /circle, nor on /luckDraw where signing is the page itself); then, once
 * a trial membership has ended, the trial-ended popup (once per trial); else the VIP prompt (no
 * membership, and the last closing is level.nextTipTime seconds ago); last, on the home page, the
 * operators' promo picture (init's app_index_image with ad_type 1), once a Beijing day.
 */
export function DailyPopups() {
  const startedAt = useStartedAt(limits.userFetchDelayMs);
  const { pathname } = useLocation();
  const { data: user } = useQuery({ ...userIndexQueryOptions(), enabled: startedAt !== null && isSignedIn() });
  const [signDismissedOn, setSignDismissedOn] = useState(() => localStorage.getItem(storageKeys.signPopupDismissedOn));
  const [vipClosedAt, setVipClosedAt] = useState(() => Number(localStorage.getItem(storageKeys.vipTipClosedAt) ?? 0));
  const [trialSeenFor, setTrialSeenFor] = useState(() =>
    Number(localStorage.getItem(storageKeys.trialEndedSeenFor) ?? 0),
  );

  const wantsSign =
    !!user &&
    startedAt !== null &&
    pathname !== paths.circle &&
    pathname !== paths.luckDraw &&
    signDismissedOn !== beijingDay(new Date(startedAt));
  const signInfo = useSignBaseInfo(wantsSign);
  const showSign = wantsSign && signInfo.data?.todayIsSign === 0;
  const isSignSettled = !wantsSign || signInfo.isFetched;

  // The end of a trial membership that has ended (0 otherwise).
  const trialEndedAt = user && !user.level.isVip && user.level.isTrial ? user.level.levelExpirationTime : 0;
  const mayShowTrialEnded = trialEndedAt > 0 && trialEndedAt !== trialSeenFor;
  const showTrialEnded = mayShowTrialEnded && isSignSettled && !showSign;

  const isVipDue = !!user && startedAt !== null && startedAt >= vipClosedAt + user.level.nextTipTime * 1000;
  const hasVip = useUserPrivilege('check_vip', isVipDue);
  const mayShowVip = isVipDue && hasVip.data === false;
  const showVip = mayShowVip && isSignSettled && !showSign && !showTrialEnded;

  const promo = useInit().data?.app_index_image;
  const [promoQuietUntil, setPromoQuietUntil] = useState(() =>
    Number(localStorage.getItem(storageKeys.homePromoQuietUntil) ?? 0),
  );
  const mayShowPromo =
    startedAt !== null &&
    pathname === paths.home &&
    promo?.ad_type === 1 &&
    !!promo.pc_image &&
    startedAt >= promoQuietUntil;
  // After the user's own popups: a signed-in user's wait for their user and privilege calls.
  const isUserSettled = !isSignedIn() || (!!user && isSignSettled && (!isVipDue || hasVip.isFetched));
  const showPromo = mayShowPromo && isUserSettled && !showSign && !showTrialEnded && !showVip;

  // Each popup's code is asked for once it may be shown, beside the calls that decide it, and the
  // popup drawn once both are in.
  const isSignCodeReady = useCodeReady(SignInPopup, wantsSign);
  const isTrialEndedCodeReady = useCodeReady(TrialEndedPopup, mayShowTrialEnded);
  const isVipCodeReady = useCodeReady(VipPrompt, mayShowVip);
  const isPromoCodeReady = useCodeReady(HomePromoPopup, mayShowPromo);

  const dismissSign = () => {
    const today = beijingDay();
    localStorage.setItem(storageKeys.signPopupDismissedOn, today);
    setSignDismissedOn(today);
  };
  const closeVip = () => {
    const now = Date.now();
    localStorage.setItem(storageKeys.vipTipClosedAt, String(now));
    setVipClosedAt(now);
  };
  // The trial-ended popup counts as a VIP prompt too: the next one waits its interval.
  const closeTrialEnded = () => {
    localStorage.setItem(storageKeys.trialEndedSeenFor, String(trialEndedAt));
    setTrialSeenFor(trialEndedAt);
    closeVip();
  };

  // Once a day however it goes: counted as it shows, closed or not.
  const isPromoShown = showPromo && isPromoCodeReady;
  useEffect(() => {
    if (isPromoShown) localStorage.setItem(storageKeys.homePromoQuietUntil, String(nextBeijingMidnight()));
  }, [isPromoShown]);
  const closePromo = () => setPromoQuietUntil(nextBeijingMidnight());

  let popup: ReactNode = null;
  if (showSign)
    popup = isSignCodeReady && (
      <SignInPopup
        continuousDays={signInfo.data?.continuous_days ?? 0}
        todayReward={signInfo.data?.today_reward ?? 0}
        onDismiss={dismissSign}
      />
    );
  else if (showTrialEnded) popup = isTrialEndedCodeReady && <TrialEndedPopup onClose={closeTrialEnded} />;
  else if (showVip) popup = isVipCodeReady && <VipPrompt onClose={closeVip} />;
  else if (showPromo)
    popup = isPromoShown && (
      <HomePromoPopup image={promo.pc_image} caption={promo.view_data_info} onClose={closePromo} />
    );
  return <Suspense fallback={null}>{popup}</Suspense>;
}
