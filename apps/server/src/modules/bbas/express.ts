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
