import type { CallData } from '@vce/contract/call';
import type { Envelope } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { upload, uploadLimits } from '@vce/contract/uploads';
import { api } from '../api/api';
import { ApiTransportError } from '../api/client';
import { toast } from '../ui/feedback';

/** The image types the upload takes, as a file input's `accept`. */
export const imageTypes = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Whether a chosen file may be sent: type and size are checked before sending to spare the user a
 * long upload the server would refuse anyway (the refusal is shown).
 */
export function isUploadableImage(file: File) {
  if (!imageTypes.split(',').includes(file.type)) return (void toast.error(msg.uploadTypeInvalid), false);
  if (file.size > uploadLimits.maxBytes) return (void toast.error(msg.uploadTooLarge), false);
  return true;
}

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
