// The part of s3rver's API the storage test uses (the package ships no types).
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: any free port, told by `run`. */
    port?: number;
    /** Where the buckets are kept as files. */
    directory: string;
    silent?: boolean;
    /** Buckets made before the server answers. */
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
