import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

// Past 64 KiB, so a range may straddle two chunks of a file stream.
const sample = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
const sampleKey = 'lessons/demo-1/seg-0.ts';

/** A running S3-compatible server (s3rver: files under `dir`) and storages on its bucket. */
async function startS3(dir: string) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await server.run();
  const storageUnder = (prefix?: string) =>
    createS3MediaStorage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'media',
      // s3rver's only account: it checks the signature as S3 does.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix,
    });
  return { storageUnder, close: () => server.close() };
}

const storages: [string, (dir: string) => Promise<{ storage: MediaStorage; close: () => Promise<void> }>][] = [
  [
    'a local directory',
    async (dir) => ({ storage: createLocalMediaStorage(path.join(dir, 'media')), close: async () => {} }),
  ],
  [
    'an S3-compatible bucket',
    async (dir) => {
      const s3 = await startS3(dir);
      return { storage: s3.storageUnder('site-a'), close: s3.close };
    },
  ],
];

describe.each(storages)('media storage in %s', (_, open) => {
  let dir: string;
  let storage: MediaStorage;
  let close: () => Promise<void>;
  const put = async (key: string, content: Buffer) => {
    const file = path.join(dir, 'upload');
    await fs.writeFile(file, content);
    await storage.putFile(key, file);
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-media-'));
    ({ storage, close } = await open(dir));
    await put(sampleKey, sample);
  });
  afterAll(async () => {
    await close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('tells the size of a file it was given', async () => {
    expect(await storage.sizeOf(sampleKey)).toBe(sample.length);
  });

  it('reads a whole file back byte for byte', async () => {
    expect((await buffer(await storage.read(sampleKey))).equals(sample)).toBe(true);
  });

  it('reads a byte range with both ends included', async () => {
    const bytes = await buffer(await storage.read(sampleKey, { start: 65_530, end: 65_545 }));
    expect([...bytes]).toEqual([...sample.subarray(65_530, 65_546)]);
  });

  it('tells no size for a file it does not have', async () => {
    expect(await storage.sizeOf('lessons/demo-1/missing.ts')).toBeNull();
  });

  it('replaces a file written again under the same key', async () => {
    await put('reports/r-1/report.pdf', Buffer.from('first version'));
    await put('reports/r-1/report.pdf', Buffer.from('second'));
    expect((await buffer(await storage.read('reports/r-1/report.pdf'))).toString()).toBe('second');
  });

  it('removes a file, and a remove of a missing one is no error', async () => {
    await put('sources/upload-1/source', Buffer.from('a teacher recording'));
    await storage.remove('sources/upload-1/source');
    expect(await storage.sizeOf('sources/upload-1/source')).toBeNull();
    await expect(storage.remove('sources/upload-1/source')).resolves.toBeUndefined();
  });

  it('refuses a key that climbs out of its place', async () => {
    await expect(storage.sizeOf('../secrets')).rejects.toThrow(/unsafe media key/);
    await expect(storage.read('lessons/../../secrets')).rejects.toThrow(/unsafe media key/);
    await expect(storage.putFile('lessons/.hidden', path.join(dir, 'upload'))).rejects.toThrow(/unsafe media key/);
  });
});

describe('media storage in an S3-compatible bucket with a prefix', () => {
  it('keeps its files in the prefix folder, apart from another prefix', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vce-media-'));
    const s3 = await startS3(dir);
    try {
      const file = path.join(dir, 'upload');
      await fs.writeFile(file, 'playlist');
      await s3.storageUnder('site-a').putFile('lessons/demo-1/master.m3u8', file);
      expect(await s3.storageUnder().sizeOf('site-a/lessons/demo-1/master.m3u8')).toBe(8);
      expect(await s3.storageUnder('site-b').sizeOf('lessons/demo-1/master.m3u8')).toBeNull();
    } finally {
      await s3.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
