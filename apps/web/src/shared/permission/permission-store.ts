import type { PermissionTip } from '@vce/contract/account-profile';
import type { z } from 'zod';
import { createValueStore } from '../value-store';

export type PermissionTipData = z.output<typeof PermissionTip>;

const shown = createValueStore<PermissionTipData | null>(null);

/** Shows the permission-tip popup (a call refused for lack of rights, or a privilege check's answer). */
export const showPermissionTip = (tip: PermissionTipData) => shown.set(tip);
export const closePermissionTip = () => shown.set(null);
export const usePermissionTip = () => shown.useValue();
