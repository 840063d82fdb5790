import { Input } from 'antd';
import { ImageUploadButton } from '../../../shared/uploads/image-upload-button';

/**
 * A setting's picture: its address on this site, typed or filled by uploading a file (the site's
 * upload re-encodes it), with a preview. A Form.Item's control (value and onChange).
 */
export function ImageField({
  value = '',
  onChange,
  label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}) {
  return (
    <div className="admin-image-field">
      {value && <img src={value} alt={`${label}预览`} />}
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        aria-label={label}
        placeholder="/images/… 或上传"
        addonAfter={<ImageUploadButton canAdd={() => true} onUploaded={(url) => onChange?.(url)} />}
      />
    </div>
  );
}
