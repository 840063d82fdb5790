import type { Readable } from 'node:stream';

/** A byte range of a file, both ends included (as HTTP's Range header counts). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files (lesson videos, report PDFs) are kept, by key (`lessons/<asset>/<file>`): a
 * directory under DATA_DIR on one machine, or an S3-compatible bucket (Aliyun OSS, Tencent COS,
 * MinIO) shared by several.
 */
export interface MediaStorage {
  /** The file's size in bytes, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The file's bytes (a range of them), streamed. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Writes a whole file from a local path, replacing any. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Deletes a file; none under the key is no error. */
  remove(key: string): Promise<void>;
}

/** A key is made of plain path segments: no `..`, no empty or hidden segment, nothing but these characters. */
export const isSafeMediaKey = (key: string) =>
  key.length <= 300 && key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment));
