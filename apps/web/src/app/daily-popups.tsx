import { useQuery } from '@tanstack/react-query';
import { limits } from '@vce/contract/limits';
import { paths } from '@vce/contract/routes';
import { beijingOffsetMs } from '@vce/market-core/beijing-time';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useUserPrivilege } from '../features/account/api/check-user-privilege';
import { userIndexQueryOptions } from '../shared/current-user';
import { signBaseInfoQueryOptions, useSignBaseInfo } from '../features/commerce/api/get-sign-base-info';
import { beijingDay } from '../shared/format';
import { queryClient } from '../shared/query-client';
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

/**
 * Whether the daily sign-in popup may show on this page load (not on /circle, nor on /luckDraw where
 * signing is the page itself, nor once dismissed today), so today's sign-in is asked for.
 */
const maySignToday = (pathname: string, dismissedOn: string | null) =>
  isSignedIn() && pathname !== paths.circle && pathname !== paths.luckDraw && dismissedOn !== beijingDay();

/**
 * Asked for beside the page's code (the root route's loader): whether the sign-in popup shows and its
 * code, so it shows as the page counts as started rather than a round trip or two later.
 */
export function prefetchSignInPopup(pathname: string) {
  if (!maySignToday(pathname, localStorage.getItem(storageKeys.signPopupDismissedOn))) return;
  void queryClient.prefetchQuery(signBaseInfoQueryOptions());
  void SignInPopup.preload();
}

const DAY_MS = 86_400_000;
/** The next midnight in Beijing, in ms since epoch: when a once-a-day popup may show again. */
const nextBeijingMidnight = (now = Date.now()) =>
  (Math.floor((now + beijingOffsetMs) / DAY_MS) + 1) * DAY_MS - beijingOffsetMs;

/**
 * The moment the page counts as started: 500 ms after the page's navigation began (spec 000 §4:
 * "the user is fetched 500 ms after start"), null before. Counted from the navigation, not from this
 * component's mounting, which comes only once the page's code is in: the popups came half a second
 * after the page had drawn, and were its largest paint.
 */
function useStartedAt(delayMs: number) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStartedAt(Date.now()), Math.max(0, delayMs - performance.now()));
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

  const maySign = maySignToday(pathname, signDismissedOn);
  const signInfo = useSignBaseInfo(maySign);
  const wantsSign = maySign && !!user && startedAt !== null;
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
  const isSignCodeReady = useCodeReady(SignInPopup, maySign && signInfo.data?.todayIsSign === 0);
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
