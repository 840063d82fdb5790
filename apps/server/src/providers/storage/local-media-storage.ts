import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeMediaKey, type MediaStorage } from './media-storage';

/** Media files in a directory of this machine (DATA_DIR/media): the default, for one machine's processes. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`unsafe media key ${key}`);
    return path.join(root, key);
  };
  return {
    async sizeOf(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async putFile(key, localPath) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Copied beside it and renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await fs.copyFile(localPath, partial);
      await fs.rename(partial, target);
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
