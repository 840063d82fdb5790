import type { BbasExpressItem } from '@vce/contract/bbas';
import type { bbasNotes } from '../../db/schema/bbas';

export function noteFlash(note: typeof bbasNotes.$inferSelect): BbasExpressItem {
  return {
    id: `note-${note.id}`,
    kind: 'note',
    time: note.publishedAt.getTime(),
    title: note.title,
    content: note.content,
    source: note.author,
    price: null,
    zdf: null,
  };
}

/** The newest `limit` of both lists (each newest first), newest first. */
export function mergeFlashes(alerts: BbasExpressItem[], notes: BbasExpressItem[], limit: number) {
  return [...alerts, ...notes].sort((a, b) => b.time - a.time).slice(0, limit);
}
