import type { Bus } from '../../platform/bus';

/** Announced after the console changes a category, a note or a view: every process drops its copies. */
export const BBAS_CONTENT_CHANGED = 'bbas.content-changed';

declare module '../../platform/bus' {
  interface BusChannels {
    'bbas.content-changed': null;
  }
}

export const announceBbasContentChanged = (bus: Bus) => bus.publish(BBAS_CONTENT_CHANGED, null);
