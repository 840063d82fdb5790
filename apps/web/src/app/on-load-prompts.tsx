import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { initQueryOptions } from '../shared/site-init';
import { LoginMode, openLogin, useLoginDialog } from '../shared/login-store';
import { isNewRegistration } from '../shared/new-registration';
import { isSignedIn } from '../shared/session';
import { DailyPopups } from './daily-popups';
import { lazyOnDemand } from '../shared/lazy-chunk';

// The dialogs load with the prompt that shows them: most page loads show none.
const ProfileWizard = lazyOnDemand(
  () => import('../features/account/profile-wizard/profile-wizard'),
  (module) => module.ProfileWizard,
);

/**
 * The first load after a registration: the set-password prompt (when the server's init suggests
 * one), then the profile wizard once that dialog is closed. The wizard clears the flag and reloads,
 * so neither repeats; the daily popups wait for that next load (docs/decisions.md "Prompts on load").
 */
function NewRegistrationPrompts() {
  const queryClient = useQueryClient();
  const { open: isLoginOpen } = useLoginDialog();
  const [stage, setStage] = useState<'waiting' | 'password' | 'wizard'>('waiting');
  useEffect(() => {
    let isCancelled = false;
    queryClient.fetchQuery(initQueryOptions()).then(
      (init) => {
        if (isCancelled) return;
        if (init.setPasswordTip === 1) openLogin(LoginMode.setPassword);
        setStage(init.setPasswordTip === 1 ? 'password' : 'wizard');
      },
      () => !isCancelled && setStage('wizard'),
    );
    return () => {
      isCancelled = true;
    };
  }, [queryClient]);
  const showWizard = stage === 'wizard' || (stage === 'password' && !isLoginOpen);
  return showWizard ? (
    <Suspense fallback={null}>
      <ProfileWizard />
    </Suspense>
  ) : null;
}

/** Everything a page load may prompt the user with (spec 000 §4). */
export function OnLoadPrompts() {
  const [isFirstLoadAfterRegistration] = useState(() => isSignedIn() && isNewRegistration());
  return isFirstLoadAfterRegistration ? <NewRegistrationPrompts /> : <DailyPopups />;
}
