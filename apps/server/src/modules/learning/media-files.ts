import { LRUCache } from 'lru-cache';
import type { Readable } from 'node:stream';
import type { ByteRange, MediaStorage } from '../../providers/storage/media-storage';

/**
 * How long a file's size and bytes are kept: a file under a key is not rewritten in use (a new
 * rendering gets a new key), and a replaced one is served anew within this.
 */
const keptMs = 10 * 60_000;
/** Files up to this size are kept whole in memory: HLS segments and playlists, a report's PDF. */
const keptFileBytes = 2 * 1024 * 1024;
/** Memory the kept files may take, most recently asked first. */
const keptTotalBytes = 64 * 1024 * 1024;

/**
 * The media storage as the media routes read it: sizes and small files kept in memory, since a
 * player asks for the same playlists and segments again and again (and for each learner of a lesson),
 * and each from the storage costs a file's open, reads and close, or an S3 request.
 */
export function createMediaFiles(storage: MediaStorage) {
  const sizes = new LRUCache<string, number>({ max: 20_000, ttl: keptMs });
  const files = new LRUCache<string, Buffer>({
    maxSize: keptTotalBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    ttl: keptMs,
  });

  async function whole(key: string) {
    const kept = files.get(key);
    if (kept) return kept;
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk as Buffer));
    const bytes = Buffer.concat(chunks);
    files.set(key, bytes);
    return bytes;
  }

  return {
    /** The file's size, or null while there is none (a video still being made: asked again next time). */
    async sizeOf(key: string) {
      const kept = sizes.get(key);
      if (kept !== undefined) return kept;
      const size = await storage.sizeOf(key);
      if (size !== null) sizes.set(key, size);
      return size;
    },
    text: async (key: string) => (await whole(key)).toString('utf8'),
    /** The file's bytes (a range of them): from memory when small, streamed from the storage when not. */
    async read(key: string, size: number, range?: ByteRange): Promise<Buffer | Readable> {
      if (size > keptFileBytes) return storage.read(key, range);
      const bytes = await whole(key);
      return range ? bytes.subarray(range.start, range.end + 1) : bytes;
    },
  };
}
