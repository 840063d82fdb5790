import type { CallData } from '@vce/contract/call';
import type { Envelope } from '@vce/contract/codes';
import { upload } from '@vce/contract/uploads';
import { api } from '../api/api';
import { ApiTransportError } from '../api/client';

/**
 * Uploads one image to /api/common/upload (multipart, field `file`) and answers its `url` and
 * `fullurl`. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadImage(
  file: Blob,
  options: { onProgress?: (percent: number) => void } = {},
): Promise<CallData<typeof upload>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.urlOf(upload));
    for (const [name, value] of Object.entries(api.headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const fail = (reason: string) => {
      api.log(`upload failed: ${upload.path}`, reason);
      reject(new ApiTransportError(reason));
    };
    xhr.onerror = () => fail('network error');
    xhr.onload = () => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        return fail(`not an envelope (HTTP ${xhr.status})`);
      }
      try {
        resolve(api.accept<typeof upload>(envelope).data);
      } catch (error) {
        reject(error);
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
