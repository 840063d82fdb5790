import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isSafeMediaKey, type MediaStorage } from './media-storage';

export interface S3MediaStorageOptions {
  /** The service's address; unset, AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (MinIO) rather than in the host name (Aliyun OSS, Tencent COS). */
  forcePathStyle: boolean;
  /** A folder of the bucket the files are kept under, so one bucket can serve several sites. */
  prefix?: string;
}

/** Media files in an S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO): for several machines. */
export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default checksums (sent as aws-chunked trailers) are refused by several S3-compatible
    // services, the test's s3rver among them; S3 itself asks for them on none of the calls made here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKeyOf = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`unsafe media key ${key}`);
    return options.prefix ? `${options.prefix}/${key}` : key;
  };
  return {
    async sizeOf(key) {
      const Key = objectKeyOf(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        // A HEAD answer has no body: a missing object is told only by its status.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async read(key, range) {
      const Key = objectKeyOf(key);
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
      if (!(Body instanceof Readable)) throw new Error(`no readable body for media ${key}`);
      return Body;
    },
    async putFile(key, localPath) {
      const Key = objectKeyOf(key);
      // S3 takes no upload of unstated length, and a stream states none. An object appears whole when
      // its PUT ends, so a reader never sees half a file.
      const { size } = await fs.stat(localPath);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(localPath), ContentLength: size }));
    },
    async remove(key) {
      // S3 answers a delete of a missing object as done.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKeyOf(key) }));
    },
  };
}
