import { msg } from '@vce/contract/messages';
import { isSignedIn } from './session';
import { toast } from './ui/feedback';
import { createValueStore } from './value-store';

/** Login dialog modes (spec 000 §2). */
export const LoginMode = {
  password: 1,
  sms: 2,
  register: 3,
  setPassword: 4,
  wechat: 5,
  bindPhone: 6,
  resetPassword: 7,
} as const;
export type LoginMode = (typeof LoginMode)[keyof typeof LoginMode];

interface LoginDialogState {
  open: boolean;
  mode: LoginMode;
  /** Where to go after a successful login (`/login?redirect=…`). */
  returnTo: string | null;
  /** The last WeChat identity the server asked to bind a phone to (mode 6), kept for a later 4002. */
  wechatOpenid: string | null;
}

const dialog = createValueStore<LoginDialogState>({
  open: false,
  mode: LoginMode.sms,
  returnTo: null,
  wechatOpenid: null,
});

/** Opens the login dialog from anywhere: the API client on 4001/4002, guards, the header link. */
export function openLogin(mode: LoginMode = LoginMode.sms, returnTo: string | null = null) {
  dialog.set({ ...dialog.get(), open: true, mode, returnTo });
}

/** A WeChat identity not bound yet: mode 6 binds it to a phone. */
export const openBindPhone = (wechatOpenid: string, returnTo: string | null) =>
  dialog.set({ open: true, mode: LoginMode.bindPhone, returnTo, wechatOpenid });

/** Whether someone is signed in; if not, says 请先登录 and opens the login dialog (spec 001 §5). */
export function requireLogin() {
  if (isSignedIn()) return true;
  void toast.warning(msg.pleaseLoginFirst);
  openLogin(LoginMode.sms);
  return false;
}

export const closeLogin = () => dialog.set({ ...dialog.get(), open: false });

export const useLoginDialog = () => dialog.useValue();
