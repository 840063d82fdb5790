import { type AdminSession, adminRoleNames } from '@vce/contract/admin';
import type { AdminUserDetail } from '@vce/contract/admin-users';
import { Descriptions, Modal, Spin, Tag } from 'antd';
import { allows, useAdminUser } from '../api/admin';
import { consoleTime } from '../admin-time';
import { AdjustForm, BanForm, RolesForm, VipDaysForm } from './user-forms';

const levelNames: Record<number, string> = { 2: '月度会员', 3: '季度会员', 4: '年度会员' };

/** The membership as the dialog states it: its kind and end, or that it ended or never was. */
function membershipText(membership: AdminUserDetail['membership']) {
  if (!membership) return '非会员';
  const kind = `${levelNames[membership.level] ?? 'VIP'}${membership.is_trial ? '（赠送）' : ''}`;
  return membership.is_running
    ? `${kind}，${consoleTime(membership.expires_at)} 到期`
    : `已于 ${consoleTime(membership.expires_at)} 到期`;
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
            <Descriptions.Item label="会员" span={2}>
              <span data-testid="membership">{membershipText(data.membership)}</span>
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
          <h2 className="admin-subtitle">最近设备</h2>
          <ul className="admin-logins">
            {data.devices.length === 0 && <li>暂无设备记录</li>}
            {data.devices.map((device) => (
              <li key={device.uuid}>
                {consoleTime(device.last_seen_at)} · {device.ip || '—'} ·{' '}
                <span className="admin-note">{device.user_agent}</span>
              </li>
            ))}
          </ul>
          {allows(session, 'users', 'edit') && data.id !== session.user.id && (
            <>
              <h2 className="admin-subtitle">封禁</h2>
              <BanForm user={data} />
            </>
          )}
          {allows(session, 'memberships', 'edit') && (
            <>
              <h2 className="admin-subtitle">赠送会员</h2>
              <VipDaysForm user={data} />
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
