import { formatBeijingTime } from '../../shared/beijing-time';

/** Unix seconds as the console shows them: Beijing day and time to the second; 0 as a dash. */
export const consoleTime = (seconds: number) => (seconds ? formatBeijingTime(seconds * 1000, 'dateTime') : '—');
