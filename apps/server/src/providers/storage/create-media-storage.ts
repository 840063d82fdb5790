import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

/** The media storage chosen by MEDIA_STORAGE; config.ts has checked the keys it needs. */
export function createMediaStorage(config: Config, log: FastifyBaseLogger): MediaStorage {
  if (config.MEDIA_STORAGE === 's3') {
    const bucket = config.S3_BUCKET ?? '';
    const where = `${config.S3_ENDPOINT ?? 'AWS S3'}, bucket ${bucket}${config.S3_PREFIX ? `/${config.S3_PREFIX}` : ''}`;
    log.info(`MEDIA_STORAGE=s3: lesson videos and report PDFs are kept at ${where}`);
    return createS3MediaStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  const root = path.join(config.dataDir, 'media');
  log.info(`MEDIA_STORAGE=local: lesson videos and report PDFs are kept in ${root}, for this machine only`);
  return createLocalMediaStorage(root);
}
