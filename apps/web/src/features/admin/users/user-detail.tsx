import { type AdminRole, type AdminSession, adminRoleNames, adminRoles } from '@vce/contract/admin';
import type { AdminUserDetail } from '@vce/contract/admin-users';
import { Button, Checkbox, Descriptions, Form, Input, Modal, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows, useAdjustBalance, useAdminUser, useBanUser, useSetRoles, useUnbanUser } from '../api/admin';
import { consoleTime } from '../admin-time';
import { useCourseChoices } from '../api/courses';

function BanForm({ user }: { user: AdminUserDetail }) {
  const ban = useBanUser();
  const unban = useUnbanUser();
  const [form] = Form.useForm<{ reason: string }>();
  if (user.banned_at)
    return (
      <Button
        onClick={() => unban.mutate(user.id, { onSuccess: () => void toast.success('已解除封禁') })}
        loading={unban.isPending}
      >
        解除封禁
      </Button>
    );
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={({ reason }) =>
        ban.mutate({ id: user.id, reason }, { onSuccess: () => void toast.success('已封禁，该用户已被强制下线') })
      }
    >
      <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写封禁原因' }]}>
        <Input
          placeholder="封禁原因（用户与审计日志可见）"
          aria-label="封禁原因"
          maxLength={200}
          style={{ width: 280 }}
        />
      </Form.Item>
      <Button danger htmlType="submit" loading={ban.isPending}>
        封禁
      </Button>
    </Form>
  );
}

function AdjustForm({ user }: { user: AdminUserDetail }) {
  const adjust = useAdjustBalance();
  const [form] = Form.useForm<{ currency: 'vq' | 'vli'; amount: string; reason: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ currency: 'vq' }}
      onFinish={(values) =>
        adjust.mutate(
          { id: user.id, ...values },
          {
            onSuccess: () => {
              form.resetFields(['amount', 'reason']);
              void toast.success('余额已调整，用户账单中可见');
            },
          },
        )
      }
    >
      <Form.Item name="currency">
        <Select
          aria-label="币种"
          style={{ width: 90 }}
          options={[
            { value: 'vq', label: 'V券' },
            { value: 'vli', label: 'V粒' },
          ]}
        />
      </Form.Item>
      <Form.Item name="amount" rules={[{ required: true, message: '请输入调整数量' }]}>
        <Input placeholder="如 10 或 -5.50" aria-label="调整数量" style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}>
        <Input
          placeholder="调整原因（用户账单与审计日志可见）"
          aria-label="调整原因"
          maxLength={200}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Button htmlType="submit" loading={adjust.isPending}>
        调整
      </Button>
    </Form>
  );
}

/** The classroom teacher profiles, to name the one a teacher's account is (loaded when the role is ticked). */
function TeacherProfile({ value, onChange }: { value: number; onChange(id: number): void }) {
  const choices = useCourseChoices();
  return (
    <Select
      aria-label="讲师资料"
      className="admin-teacher-profile"
      placeholder="选择讲师资料"
      loading={choices.isPending}
      value={value || undefined}
      onChange={onChange}
      options={choices.data?.teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))}
    />
  );
}

function RolesForm({ user }: { user: AdminUserDetail }) {
  const setRoles = useSetRoles();
  const [roles, setChosen] = useState<AdminRole[]>(user.roles);
  const [teacherId, setTeacherId] = useState(user.teacher_id);
  const isTeacher = roles.includes('teacher');
  return (
    <div className="admin-roles">
      <Checkbox.Group
        value={roles}
        onChange={(chosen) => setChosen(chosen as AdminRole[])}
        options={adminRoles.map((role) => ({ label: adminRoleNames[role], value: role }))}
      />
      {/* A teacher manages the courses of the profile their account is. */}
      {isTeacher && <TeacherProfile value={teacherId} onChange={setTeacherId} />}
      <Button
        onClick={() =>
          setRoles.mutate(
            { id: user.id, roles, teacher_id: isTeacher ? teacherId : 0 },
            { onSuccess: () => void toast.success('角色已更新') },
          )
        }
        loading={setRoles.isPending}
      >
        保存角色
      </Button>
    </div>
  );
}

/** One user as the console shows them: profile, roles, ban state and recent sign-ins; changes the roles allow. */
export function UserDetail({ id, session, onClose }: { id: number; session: AdminSession; onClose(): void }) {
  const user = useAdminUser(id);
  const data = user.data;
  return (
    <Modal open onCancel={onClose} footer={null} width={720} title="用户详情" destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="ID">{data.id}</Descriptions.Item>
            <Descriptions.Item label="昵称">{data.nickname}</Descriptions.Item>
            <Descriptions.Item label="手机号">{data.mobile || '—'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{consoleTime(data.created_at)}</Descriptions.Item>
            <Descriptions.Item label="来源渠道">{data.service_code || '—'}</Descriptions.Item>
            <Descriptions.Item label="角色">
              {data.roles.length ? data.roles.map((role) => <Tag key={role}>{adminRoleNames[role]}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="V券余额">{data.balances.money}</Descriptions.Item>
            <Descriptions.Item label="V粒">
              <span data-testid="balance-score">{data.balances.score}</span>
            </Descriptions.Item>
            <Descriptions.Item label="状态" span={2}>
              {data.banned_at ? (
                <span data-testid="ban-state">
                  <Tag color="red">已封禁</Tag>
                  {consoleTime(data.banned_at)}，原因：{data.ban_reason}
                </span>
              ) : (
                <Tag color="green" data-testid="ban-state">
                  正常
                </Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          <h2 className="admin-subtitle">最近登录</h2>
          <ul className="admin-logins">
            {data.logins.length === 0 && <li>暂无登录记录</li>}
            {data.logins.map((login) => (
              <li key={`${login.time}-${login.expires_at}`}>
                {consoleTime(login.time)} {login.active ? <Tag color="blue">在线</Tag> : <Tag>已失效</Tag>}
              </li>
            ))}
          </ul>
          {allows(session, 'users', 'edit') && data.id !== session.user.id && (
            <>
              <h2 className="admin-subtitle">封禁</h2>
              <BanForm user={data} />
            </>
          )}
          {allows(session, 'balances', 'edit') && (
            <>
              <h2 className="admin-subtitle">调整余额</h2>
              <AdjustForm user={data} />
            </>
          )}
          {allows(session, 'roles', 'edit') && (
            <>
              <h2 className="admin-subtitle">后台角色</h2>
              <RolesForm key={`${data.roles.join()}:${data.teacher_id}`} user={data} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
