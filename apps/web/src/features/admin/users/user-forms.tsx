import { type AdminRole, adminRoleNames, adminRoles } from '@vce/contract/admin';
import { type AdminUserDetail, VIP_DAYS_MAX } from '@vce/contract/admin-users';
import { Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { useAdjustBalance, useBanUser, useGrantVipDays, useSetRoles, useUnbanUser } from '../api/admin';
import { useCourseChoices } from '../api/courses';

/** The user dialog's changes, each shown to the roles the server lets make it. */

export function BanForm({ user }: { user: AdminUserDetail }) {
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

export function AdjustForm({ user }: { user: AdminUserDetail }) {
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

export function RolesForm({ user }: { user: AdminUserDetail }) {
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

/** VIP days given with a reason (compensation, an event's prize): added to the running membership, or a gift from now. */
export function VipDaysForm({ user }: { user: AdminUserDetail }) {
  const grant = useGrantVipDays();
  const [form] = Form.useForm<{ days: number; reason: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      name="vip-days"
      onFinish={(values) =>
        grant.mutate(
          { id: user.id, ...values },
          {
            onSuccess: () => {
              form.resetFields();
              void toast.success(`已赠送${values.days}天会员`);
            },
          },
        )
      }
    >
      <Form.Item name="days" rules={[{ required: true, message: '请输入赠送天数' }]}>
        <InputNumber min={1} max={VIP_DAYS_MAX} precision={0} placeholder="天数" aria-label="赠送天数" />
      </Form.Item>
      <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请填写赠送原因' }]}>
        <Input placeholder="赠送原因（审计日志可见）" aria-label="赠送原因" maxLength={100} style={{ width: 260 }} />
      </Form.Item>
      <Button htmlType="submit" loading={grant.isPending}>
        赠送会员
      </Button>
    </Form>
  );
}
