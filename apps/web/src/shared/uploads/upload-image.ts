import type { CallData } from '@vce/contract/call';
import { msg } from '@vce/contract/messages';
import { upload, uploadLimits } from '@vce/contract/uploads';
import { toast } from '../ui/feedback';
import { sendMultipart } from './send-multipart';

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

/** Uploads one image to /api/common/upload (multipart, field `file`) and answers its `url` and `fullurl`. */
export function uploadImage(
  file: Blob,
  options: { onProgress?: (percent: number) => void } = {},
): Promise<CallData<typeof upload>> {
  const form = new FormData();
  form.append('file', file);
  return sendMultipart(upload, form, options);
}
