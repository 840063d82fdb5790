import { useState } from 'react';

/**
 * A file sent with its percent (null while nothing is being sent): `done` gets the server's answer;
 * refusals are shown by the API client and transport failures logged, so a failure only ends it.
 */
export function useUpload<T>(
  upload: (file: File, onProgress: (percent: number) => void) => Promise<T>,
  done: (answer: T, file: File) => unknown,
) {
  const [sent, setSent] = useState<number | null>(null);
  const send = async (file: File) => {
    setSent(0);
    try {
      await done(await upload(file, setSent), file);
    } catch {
      // Shown or logged where it happened.
    } finally {
      setSent(null);
    }
  };
  return { sent, send };
}
