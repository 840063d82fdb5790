import type { AdminSession } from '@vce/contract/admin';
import type { AdminHonour } from '@vce/contract/admin-honours';
import type { HonourKey } from '@vce/contract/community-members';
import { Button, Form, Input, InputNumber, Modal, Select, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import {
  type HonourInput,
  useChangeMemberHonour,
  useConsoleHonours,
  useMemberHonours,
  useSaveHonour,
} from '../api/honours';
import { ImageField } from '../settings/image-field';

type HonourFields = Omit<HonourInput, 'key'>;

function HonourDialog({ honour, onClose }: { honour: AdminHonour; onClose(): void }) {
  const save = useSaveHonour();
  const submit = (fields: HonourFields) =>
    save.mutate(
      { ...fields, key: honour.key },
      {
        onSuccess: () => {
          void toast.success('荣誉已保存');
          onClose();
        },
      },
    );
  return (
    <Modal open title={`编辑荣誉「${honour.name}」`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<HonourFields> layout="vertical" name="honour" initialValues={honour} onFinish={submit}>
        <Form.Item
          name="name"
          label="荣誉名称"
          extra={`默认：${honour.default_name}`}
          rules={[{ required: true, whitespace: true, message: '请填写荣誉名称' }]}
        >
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item
          name="description"
          label="获得条件说明"
          extra={`默认：${honour.default_description}`}
          rules={[{ required: true, whitespace: true, message: '请填写获得条件说明' }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="image" label="荣誉图标" extra="留空则用网站自带的图标">
          <ImageField label="荣誉图标" />
        </Form.Item>
        <p className="admin-note">获得条件由网站规则判断，这里只修改用户看到的名称、说明和图标。</p>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** A member's honours, held and taken back, with 收回 and 颁发 for the roles allowed them. */
function MemberHonours({ session, honours }: { session: AdminSession; honours: AdminHonour[] }) {
  const [userId, setUserId] = useState<number | null>(null);
  const [typed, setTyped] = useState<number | null>(null);
  const [granting, setGranting] = useState<HonourKey | undefined>();
  const member = useMemberHonours(userId);
  const change = useChangeMemberHonour();
  const send = (grant: boolean, key: HonourKey) =>
    change.mutate(
      { grant, user_id: userId!, key },
      {
        onSuccess: () => {
          setGranting(undefined);
          void toast.success(grant ? '荣誉已颁发' : '荣誉已收回');
        },
      },
    );
  const held = member.data?.honours.filter((honour) => honour.revoked_at === 0) ?? [];
  return (
    <section aria-label="会员荣誉">
      <h2>会员荣誉</h2>
      <div className="admin-filters">
        <InputNumber aria-label="用户ID" placeholder="用户ID" min={1} precision={0} value={typed} onChange={setTyped} />
        <Button onClick={() => setUserId(typed)} disabled={!typed}>
          查询
        </Button>
      </div>
      {member.data && (
        <>
          <p>
            <strong>{member.data.user.nickname}</strong>（ID {member.data.user.id}）
          </p>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={member.data.honours}
            columns={[
              { title: '荣誉', dataIndex: 'name' },
              { title: '获得时间', dataIndex: 'granted_at', render: (time: number) => consoleTime(time) },
              {
                title: '状态',
                dataIndex: 'revoked_at',
                render: (revokedAt: number) =>
                  revokedAt ? <Tag>已收回 {consoleTime(revokedAt)}</Tag> : <Tag color="green">持有</Tag>,
              },
              {
                title: '操作',
                render: (_value, honour) =>
                  honour.revoked_at === 0 &&
                  allows(session, 'honours', 'delete') && (
                    <Button
                      size="small"
                      danger
                      aria-label={`收回 ${honour.name}`}
                      onClick={() => send(false, honour.key)}
                    >
                      收回
                    </Button>
                  ),
              },
            ]}
          />
          {allows(session, 'honours', 'create') && (
            <div className="admin-filters">
              <Select
                aria-label="颁发荣誉"
                placeholder="选择荣誉"
                className="admin-teacher-profile"
                value={granting}
                onChange={setGranting}
                options={honours
                  .filter((honour) => !held.some((mine) => mine.key === honour.key))
                  .map((honour) => ({ value: honour.key, label: honour.name }))}
              />
              <Button disabled={!granting || change.isPending} onClick={() => granting && send(true, granting)}>
                颁发
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** 荣誉: the community's honours as members see them, and a member's honours granted or taken back. */
export function HonoursPage({ session }: { session: AdminSession }) {
  const honours = useConsoleHonours();
  const [editing, setEditing] = useState<AdminHonour | null>(null);
  if (!honours.data) return <Spin className="admin-loading" />;
  return (
    <section aria-label="荣誉">
      <h1 className="admin-title">荣誉</h1>
      <Table<AdminHonour>
        rowKey="key"
        size="middle"
        pagination={false}
        dataSource={honours.data.list}
        columns={[
          {
            title: '荣誉',
            render: (_value, honour) => (
              <div className="admin-state">
                <img src={honour.image} alt="" width={32} height={32} />
                <div>
                  <strong>{honour.name}</strong>
                  <p className="admin-note">{honour.description}</p>
                </div>
              </div>
            ),
          },
          { title: '持有人数', dataIndex: 'holders', width: 100 },
          {
            title: '操作',
            width: 80,
            render: (_value, honour) =>
              allows(session, 'honours', 'edit') && (
                <Button size="small" aria-label={`编辑 ${honour.name}`} onClick={() => setEditing(honour)}>
                  编辑
                </Button>
              ),
          },
        ]}
      />
      <MemberHonours session={session} honours={honours.data.list} />
      {editing && <HonourDialog honour={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
