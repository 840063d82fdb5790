import type { AdminSession } from '@vce/contract/admin';
import { BANNED_WORD_MAX } from '@vce/contract/admin-moderation';
import { Button, Form, Input, Spin, Tag } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { useBannedWords, useChangeBannedWords } from '../api/moderation';

/**
 * 违禁词: the site's own words (fixed) and the moderators' list, matched in posts, comments and chat
 * however spaced or punctuated, from the next message on.
 */
export function BannedWordsPage({ session }: { session: AdminSession }) {
  const { data } = useBannedWords();
  const { add, remove } = useChangeBannedWords();
  const [form] = Form.useForm<{ word: string }>();
  const canAdd = allows(session, 'banned_words', 'create');
  const canRemove = allows(session, 'banned_words', 'delete');
  const submit = ({ word }: { word: string }) =>
    add
      .mutateAsync(word)
      .then(() => {
        form.resetFields();
        void toast.success('已添加');
      })
      .catch(() => undefined);
  return (
    <section aria-label="违禁词">
      <h1 className="admin-title">违禁词</h1>
      {canAdd && (
        <Form form={form} layout="inline" className="admin-filters" onFinish={submit}>
          <Form.Item name="word" rules={[{ required: true, whitespace: true, message: '请输入违禁词' }]}>
            <Input placeholder="新违禁词" aria-label="新违禁词" maxLength={BANNED_WORD_MAX} style={{ width: 240 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            添加
          </Button>
        </Form>
      )}
      {!data ? (
        <Spin />
      ) : (
        <>
          <h2 className="admin-subtitle">版主添加（{data.words.length}）</h2>
          <div className="admin-words" aria-label="版主添加的违禁词">
            {data.words.length === 0 && <span>暂无</span>}
            {data.words.map((word) => (
              <Tag
                key={word}
                closable={canRemove}
                closeIcon={canRemove ? <span aria-label={`删除 ${word}`}>×</span> : undefined}
                onClose={(event) => {
                  event.preventDefault();
                  remove.mutate(word, { onSuccess: () => void toast.success('已删除') });
                }}
              >
                {word}
              </Tag>
            ))}
          </div>
          <h2 className="admin-subtitle">站点内置（期货相关法规，不可删除）</h2>
          <div className="admin-words">
            {data.builtin.map((word) => (
              <Tag key={word}>{word}</Tag>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
