import type { AdminSession } from '@vce/contract/admin';
import { AVATAR_CHOICES_MAX } from '@vce/contract/admin-avatars';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { useConsoleAvatars, useSaveAvatars } from '../api/avatars';
import { ImageField } from '../settings/image-field';

/** The list with the avatar at `index` moved one place earlier (-1) or later (1). */
function moved(list: string[], index: number, step: -1 | 1) {
  const next = [...list];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
}

/**
 * 头像: the avatars members choose from in the profile wizard and 修改头像, in their order, with how
 * many accounts wear each. Reordered, added and removed here, then saved together.
 */
export function AvatarsPage({ session }: { session: AdminSession }) {
  const avatars = useConsoleAvatars();
  const save = useSaveAvatars();
  // The list being edited; null while it is the saved one.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [adding, setAdding] = useState('');
  if (!avatars.data) return <Spin className="admin-loading" />;
  const wearers = new Map(avatars.data.list.map((avatar) => [avatar.url, avatar.users]));
  const list = draft ?? avatars.data.list.map((avatar) => avatar.url);
  const editable = allows(session, 'avatars', 'edit');
  const add = () => {
    if (list.includes(adding)) return void toast.error('该头像已在列表中');
    setDraft([...list, adding]);
    setAdding('');
  };
  const submit = () =>
    save.mutate(list, {
      onSuccess: () => {
        setDraft(null);
        void toast.success('头像已保存');
      },
    });
  return (
    <section aria-label="头像">
      <h1 className="admin-title">头像</h1>
      <p className="admin-note">
        用户在完善资料和修改头像时从这些头像中选择（最多{AVATAR_CHOICES_MAX}
        个）。移除的头像不再提供选择，已在使用的用户不受影响。
      </p>
      <ul className="admin-avatars">
        {list.map((url, index) => (
          <li key={url} aria-label={`头像 ${index + 1}`}>
            <img src={url} alt={`头像 ${index + 1}`} />
            <span className="admin-note">{wearers.has(url) ? `${wearers.get(url)}人使用` : '新添加'}</span>
            {editable && (
              <div className="admin-row-actions">
                <Button size="small" disabled={index === 0} onClick={() => setDraft(moved(list, index, -1))}>
                  前移
                </Button>
                <Button
                  size="small"
                  disabled={index === list.length - 1}
                  onClick={() => setDraft(moved(list, index, 1))}
                >
                  后移
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={list.length === 1}
                  onClick={() => setDraft(list.filter((other) => other !== url))}
                >
                  移除
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <>
          <div className="admin-filters">
            <ImageField label="新头像" value={adding} onChange={setAdding} />
            <Button disabled={!adding || list.length >= AVATAR_CHOICES_MAX} onClick={add}>
              添加
            </Button>
          </div>
          <div className="admin-row-actions">
            {/* No `loading`: antd kept its spinner after a save that also disabled the button, and it
                could not be clicked again once the list changed. */}
            <Button type="primary" disabled={!draft || save.isPending} onClick={submit}>
              {save.isPending ? '保存中' : '保存'}
            </Button>
            <Button disabled={!draft} onClick={() => setDraft(null)}>
              还原
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
