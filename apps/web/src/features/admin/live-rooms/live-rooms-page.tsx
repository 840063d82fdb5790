import type { AdminSession } from '@vce/contract/admin';
import { type AdminRoom, type AdminRoomFields, roomAccessNames, roomStatusNames } from '@vce/contract/admin-live-rooms';
import { Button, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type RoomChange, useChangeLiveRoom, useLiveRooms } from '../api/live-rooms';
import { fieldsOf, newRoom, RoomDialog } from './room-dialog';
import { confirmDanger } from '../confirm-danger';

const statusColors: Record<number, string> = { 1: 'red', 0: 'default', [-1]: 'orange' };

/** What visitors see now, and what it is set to where a schedule decides otherwise. */
function RoomStatus({ room }: { room: AdminRoom }) {
  return (
    <>
      <Tag color={statusColors[room.status_now]}>{roomStatusNames[room.status_now]}</Tag>
      {room.schedule_text && <p className="admin-note">{room.schedule_text}</p>}
    </>
  );
}

/**
 * 直播间管理: the rooms of the header's Live menu in its order, their programme, who may watch and who
 * teaches. A change is what the next viewer sees.
 */
export function LiveRoomsPage({ session }: { session: AdminSession }) {
  const rooms = useLiveRooms();
  const change = useChangeLiveRoom();
  const [editing, setEditing] = useState<{ id: number | null; fields: AdminRoomFields } | null>(null);
  if (!rooms.data) return <Spin className="admin-loading" />;
  const send = (next: RoomChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => {
        void toast.success(done);
        setEditing(null);
      },
    });
  // A teacher's console: the rooms they teach in, whose programme they keep.
  const teaching = !allows(session, 'live_rooms', 'create');
  const save = (fields: AdminRoomFields) =>
    editing?.id
      ? send({ kind: 'update', id: editing.id, fields }, '直播间已保存')
      : send({ kind: 'create', fields }, '直播间已创建');
  return (
    <section aria-label="直播间管理">
      <h1 className="admin-title">直播间管理</h1>
      <div className="admin-filters">
        <span className="admin-note">
          {teaching
            ? '你任老师的直播间：可修改状态、开播时间、正在播出、公告、规则、封面和老师信息；名称、权限、排序、拉流地址和人员由运营设置。'
            : '按排序显示在顶部“直播”菜单和首页直播轮播中。'}
        </span>
        {!teaching && (
          <Button type="primary" onClick={() => setEditing({ id: null, fields: newRoom })}>
            新建直播间
          </Button>
        )}
      </div>
      <Table<AdminRoom>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={rooms.data.list}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          {
            title: '直播间',
            render: (_value, room) => (
              <div>
                <strong>{room.name}</strong>
                {room.now_playing && <p className="admin-note">正在播出：{room.now_playing}</p>}
              </div>
            ),
          },
          { title: '状态', width: 200, render: (_value, room) => <RoomStatus room={room} /> },
          {
            title: '观看权限',
            width: 110,
            render: (_value, room) =>
              room.course ? `${roomAccessNames.course}：${room.course.title}` : roomAccessNames[room.access],
          },
          {
            title: '老师和管理员',
            render: (_value, room) =>
              room.staff.map((member) => (
                <Tag key={member.user_id} color={member.role === 'teacher' ? 'blue' : undefined}>
                  {member.nickname}（{member.role === 'teacher' ? '老师' : '管理员'}）
                </Tag>
              )),
          },
          { title: '聊天', dataIndex: 'messages', width: 72 },
          {
            title: '操作',
            width: 150,
            render: (_value, room) => (
              <div className="admin-row-actions">
                {allows(session, 'live_rooms', 'edit') && (
                  <Button
                    size="small"
                    aria-label={`编辑 ${room.name}`}
                    onClick={() => setEditing({ id: room.id, fields: fieldsOf(room) })}
                  >
                    编辑
                  </Button>
                )}
                {allows(session, 'live_rooms', 'delete') && (
                  <Button
                    size="small"
                    danger
                    aria-label={`删除 ${room.name}`}
                    disabled={room.messages > 0}
                    title={room.messages > 0 ? '已有聊天记录的直播间不能删除，可设为敬请期待' : undefined}
                    onClick={() =>
                      confirmDanger({
                        title: `删除直播间「${room.name}」？`,
                        content: '删除后顶部菜单和首页不再显示，无法恢复。',
                        action: '删除',
                        onOk: () => send({ kind: 'delete', id: room.id }, '直播间已删除'),
                      })
                    }
                  >
                    删除
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <RoomDialog
          room={editing.fields}
          isNew={editing.id === null}
          teaching={teaching}
          saving={change.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
