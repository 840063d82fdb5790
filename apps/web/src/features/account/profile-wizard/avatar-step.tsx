import { CheckCircleFilled } from '@ant-design/icons';
import { Spin } from 'antd';
import { NoData } from '../../../shared/ui/no-data';
import { useAvatarLists } from '../api/get-avatar-lists';

/** Step 2: one of the site's avatar choices. */
export function AvatarStep({ value, onChange }: { value?: string; onChange: (url: string) => void }) {
  const { data: avatars = [], isPending } = useAvatarLists();
  if (isPending) return <Spin />;
  if (avatars.length === 0) return <NoData />;
  return (
    <ul className="wizard-avatars" aria-label="头像">
      {avatars.map(({ url }, index) => (
        <li key={url}>
          <button
            type="button"
            className={url === value ? 'is-selected' : undefined}
            aria-pressed={url === value}
            aria-label={`头像${index + 1}`}
            onClick={() => onChange(url)}
          >
            <img src={url} alt="" />
            {url === value ? <CheckCircleFilled className="wizard-check" /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
