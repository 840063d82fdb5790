import type { LoginData } from '@vce/contract/account-login';
import type { z } from 'zod';
import { saveSession } from '../../../shared/session';
import { storageKeys } from '../../../shared/storage';

/**
 * After any login: keep the token and nickname, remember a new registration so the profile wizard
 * opens on the next load, then reload — or go to the page the login was asked for.
 */
export function finishLogin(data: z.output<typeof LoginData>, returnTo: string | null) {
  saveSession({ token: data.userinfo.token, nickname: data.userinfo.nickname });
  if (data.is_register) localStorage.setItem(storageKeys.newRegistration, '1');
  if (returnTo) window.location.assign(returnTo);
  else window.location.reload();
}
