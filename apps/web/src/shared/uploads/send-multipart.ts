import type { Call, CallData } from '@vce/contract/call';
import type { Envelope } from '@vce/contract/codes';
import { api } from '../api/api';
import { ApiTransportError } from '../api/client';

/**
 * Sends a multipart call (an upload) and answers its data as `api.call` would, refusals thrown (and
 * shown) the same way. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function sendMultipart<C extends Call>(
  call: C,
  form: FormData,
  options: { onProgress?: (percent: number) => void } = {},
): Promise<CallData<C>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.urlOf(call));
    for (const [name, value] of Object.entries(api.headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const fail = (reason: string) => {
      api.log(`upload failed: ${call.path}`, reason);
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
        resolve(api.accept<C>(envelope).data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}
