import type { LoginMode } from '../../../shared/login-store';

export interface LoginFormProps {
  /** True when the consent box is ticked; otherwise shows 请先勾选个人信息保护指引 and the guideline. */
  hasConsent(): boolean;
  switchMode(mode: LoginMode): void;
  returnTo: string | null;
}
