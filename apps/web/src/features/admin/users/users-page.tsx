import { type AdminSession, adminRoleNames } from '@vce/contract/admin';
import { type AdminUserRow, exportAdminUsers } from '@vce/contract/admin-users';
import { Button, Input, Segmented, Table, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { lazyOnDemand } from '../../../shared/lazy-chunk';
import { consoleTime } from '../admin-time';
import { serverPaging } from '../server-paging';
import { allows, firstUsersFilter, type UsersFilter, useAdminUsers } from '../api/admin';
import { ExportButton } from '../export-button';
import { filtersOf } from '../filter-form';

/** A user's dialog (descriptions, forms) loads when one is first opened. */
const UserDetail = lazyOnDemand(
  () => import('./user-detail'),
  (module) => module.UserDetail,
);

const statusOptions = [
  { label: '全部', value: 'all' },
  { label: '已封禁', value: 'banned' },
  { label: '后台人员', value: 'staff' },
] as const;

/** 用户管理: users found by id, phone or nickname, paged on the server; a row opens the user. */
export function UsersPage({ session }: { session: AdminSession }) {
  const [filter, setFilter] = useState<UsersFilter>(firstUsersFilter);
  const [openId, setOpenId] = useState<number | null>(null);
  const users = useAdminUsers(filter);
  const change = (next: Partial<UsersFilter>) => setFilter((current) => ({ ...current, page: 1, ...next }));
  return (
    <section aria-label="用户管理">
      <h1 className="admin-title">用户管理</h1>
      <div className="admin-filters">
        <Input.Search
          placeholder="用户ID、手机号或昵称"
          aria-label="搜索用户"
          allowClear
          enterButton="搜索"
          onSearch={(keyword) => change({ keyword })}
          style={{ width: 320 }}
        />
        <Segmented
          options={[...statusOptions]}
          value={filter.status}
          onChange={(status) => change({ status: status as UsersFilter['status'] })}
        />
        {allows(session, 'users', 'export') && (
          <ExportButton call={exportAdminUsers} filter={filtersOf(filter)} total={users.data?.total ?? 0} />
        )}
      </div>
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        {...serverPaging(users, filter, setFilter, '位用户')}
        columns={[
          {
            title: 'ID',
            dataIndex: 'id',
            width: 90,
            sorter: true,
            sortOrder: filter.order === 'oldest' ? 'ascend' : 'descend',
          },
          {
            title: '用户',
            dataIndex: 'nickname',
            render: (_value, user) => (
              <Button type="link" onClick={() => setOpenId(user.id)}>
                {user.nickname}
              </Button>
            ),
          },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '注册时间', dataIndex: 'created_at', render: (time: number) => consoleTime(time) },
          {
            title: '角色',
            dataIndex: 'roles',
            render: (roles: AdminUserRow['roles']) => roles.map((role) => <Tag key={role}>{adminRoleNames[role]}</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'banned_at',
            render: (bannedAt: number) => (bannedAt ? <Tag color="red">已封禁</Tag> : <Tag color="green">正常</Tag>),
          },
        ]}
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <UserDetail id={openId} session={session} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </section>
  );
}
