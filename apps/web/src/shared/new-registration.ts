import { storageKeys } from './storage';

/**
 * A login that created the account leaves this flag; the next load asks the server for the
 * set-password tip and opens the profile wizard, which clears it when finished or skipped.
 */
export const isNewRegistration = () => localStorage.getItem(storageKeys.newRegistration) === '1';

export const forgetNewRegistration = () => localStorage.removeItem(storageKeys.newRegistration);
