import { YUAN_PATTERN } from '@vce/contract/validation';

/** A form's check of an amount in yuan, as the contract's `field.yuan` makes it. */
export const yuanRule = (examples: string) => ({ pattern: YUAN_PATTERN, message: `金额格式不正确（如 ${examples}）` });
