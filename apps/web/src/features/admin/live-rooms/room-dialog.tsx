import { type AdminRoom, type AdminRoomFields, roomAccessNames, roomStatusNames } from '@vce/contract/admin-live-rooms';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { ImageField } from '../settings/image-field';

export const newRoom: AdminRoomFields = {
  name: '',
  type: 1,
  access: 'public',
  course_id: null,
  live_status: 0,
  schedule: [],
  image: '',
  sort: 10,
  teacher_name: '',
  teacher_title: '',
  teacher_avatar: '',
  announcement: '',
  rules: '',
  now_playing: '',
  stream_url: '',
  staff: [],
};

/** A room's fields as the form edits them. */
export const fieldsOf = (room: AdminRoom): AdminRoomFields => ({
  ...room,
  type: room.type as AdminRoomFields['type'],
  live_status: room.live_status as AdminRoomFields['live_status'],
  course_id: room.course?.id ?? null,
  staff: room.staff.map(({ user_id, role }) => ({ user_id, role })),
});

const weekdays = ['一', '二', '三', '四', '五', '六', '日'].map((name, index) => ({ label: name, value: index + 1 }));
const clockRule = { pattern: /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, message: '时间须为HH:MM，如 20:30' };

/** The week's on-air slots: days, from, to; none means the status as set decides. */
function ScheduleFields() {
  return (
    <Form.List name="schedule">
      {(slots, { add, remove }) => (
        <fieldset className="admin-fieldset" aria-label="开播时间">
          <legend>开播时间（北京时间）</legend>
          {slots.map((slot, index) => (
            <div className="admin-inline-row" key={slot.key}>
              <Form.Item name={[slot.name, 'days']} rules={[{ required: true, message: '至少选一天' }]}>
                <Checkbox.Group options={weekdays} aria-label={`时段${index + 1}的星期`} />
              </Form.Item>
              <Form.Item name={[slot.name, 'from']} rules={[{ required: true, message: '请填写开始时间' }, clockRule]}>
                <Input placeholder="20:30" aria-label={`时段${index + 1}开始`} style={{ width: 80 }} />
              </Form.Item>
              <span>至</span>
              <Form.Item name={[slot.name, 'to']} rules={[{ required: true, message: '请填写结束时间' }, clockRule]}>
                <Input placeholder="22:00" aria-label={`时段${index + 1}结束`} style={{ width: 80 }} />
              </Form.Item>
              <Button size="small" onClick={() => remove(slot.name)} aria-label={`删除时段${index + 1}`}>
                删除
              </Button>
            </div>
          ))}
          <Button size="small" onClick={() => add({ days: [1, 2, 3, 4, 5], from: '20:30', to: '22:00' })}>
            添加时段
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

/** Who teaches in the room and who keeps its chat, by their user id. */
function StaffFields() {
  return (
    <Form.List name="staff">
      {(members, { add, remove }) => (
        <fieldset className="admin-fieldset" aria-label="老师和管理员">
          <legend>老师和管理员</legend>
          {members.map((member, index) => (
            <div className="admin-inline-row" key={member.key}>
              <Form.Item name={[member.name, 'user_id']} rules={[{ required: true, message: '请填写用户ID' }]}>
                <InputNumber min={1} placeholder="用户ID" aria-label={`第${index + 1}位的用户ID`} />
              </Form.Item>
              <Form.Item name={[member.name, 'role']}>
                <Select
                  aria-label={`第${index + 1}位的职务`}
                  style={{ width: 100 }}
                  options={[
                    { value: 'teacher', label: '老师' },
                    { value: 'moderator', label: '管理员' },
                  ]}
                />
              </Form.Item>
              <Button size="small" onClick={() => remove(member.name)} aria-label={`移除第${index + 1}位`}>
                移除
              </Button>
            </div>
          ))}
          <Button size="small" onClick={() => add({ role: 'teacher' })}>
            添加老师或管理员
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

/** What the operators set: the room's name, kind, who may watch and its place in the list. */
function RoomSettingFields() {
  return (
    <>
      <Form.Item name="name" label="直播间名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
        <Input maxLength={30} showCount />
      </Form.Item>
      <div className="admin-inline-row">
        <Form.Item name="type" label="类型">
          <Select
            style={{ width: 140 }}
            options={[
              { value: 1, label: '公开直播间' },
              { value: 2, label: '会员直播间' },
              { value: 3, label: '课程直播间' },
            ]}
          />
        </Form.Item>
        <Form.Item name="access" label="观看权限">
          <Select
            style={{ width: 140 }}
            options={Object.entries(roomAccessNames).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['access']}>
          {({ getFieldValue }) =>
            getFieldValue('access') === 'course' && (
              <Form.Item name="course_id" label="课程ID" rules={[{ required: true, message: '请填写课程ID' }]}>
                <InputNumber min={1} />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </div>
    </>
  );
}

/**
 * A room's form: a new one or one being edited. A teacher (`teaching`) edits what their room shows
 * and when; its name, access, order, stream and staff stay the operators' (the server keeps them).
 */
export function RoomDialog({
  room,
  isNew,
  teaching,
  onSave,
  saving,
  onClose,
}: {
  room: AdminRoomFields;
  isNew: boolean;
  teaching: boolean;
  onSave(fields: AdminRoomFields): void;
  saving: boolean;
  onClose(): void;
}) {
  // The fields not shown are sent as they were.
  const save = (fields: AdminRoomFields) => {
    const sent = { ...room, ...fields };
    onSave({ ...sent, course_id: sent.access === 'course' ? sent.course_id : null });
  };
  return (
    <Modal
      open
      title={isNew ? '新建直播间' : `编辑直播间「${room.name}」`}
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<AdminRoomFields> layout="vertical" name="live-room" initialValues={room} onFinish={save}>
        {!teaching && <RoomSettingFields />}
        <Form.Item
          name="live_status"
          label="状态"
          extra="设了开播时间的直播间按时间开播、结束；敬请期待的直播间不开放。"
        >
          <Radio.Group
            options={Object.entries(roomStatusNames).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <ScheduleFields />
        <Form.Item name="now_playing" label="正在播出">
          <Input maxLength={40} />
        </Form.Item>
        <div className="admin-inline-row">
          <Form.Item name="teacher_name" label="老师名称">
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="teacher_title" label="老师头衔">
            <Input maxLength={40} />
          </Form.Item>
        </div>
        <Form.Item name="teacher_avatar" label="老师头像">
          <ImageField label="老师头像" />
        </Form.Item>
        <Form.Item name="image" label="封面">
          <ImageField label="直播间封面" />
        </Form.Item>
        <Form.Item name="announcement" label="公告">
          <Input.TextArea maxLength={300} rows={2} />
        </Form.Item>
        <Form.Item name="rules" label="直播间规则">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        {!teaching && (
          <>
            <Form.Item
              name="stream_url"
              label="拉流地址"
              extra="留空用本站直播源；老师用 OBS 推流时填 CDN 的 HLS 地址（.m3u8）。"
            >
              <Input maxLength={300} />
            </Form.Item>
            <StaffFields />
          </>
        )}
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}
