import type { AdminSession } from '@vce/contract/admin';
import { type AdminBanner, type AdminBannerFields, CAROUSEL_MAX } from '@vce/contract/admin-carousel';
import { Button, Checkbox, Form, Input, Modal, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { type CarouselChange, useCarousel, useChangeCarousel } from '../api/carousel';
import { onOff } from '../on-off';
import { ImageField } from '../settings/image-field';
import { confirmDanger } from '../confirm-danger';

const newBanner: AdminBannerFields = { title: '', subtitle: '', image: '', url: '/', enabled: 1 };

/** A banner's form: a new one (no id) or one being edited. */
function BannerDialog({
  banner,
  onSave,
  saving,
  onClose,
}: {
  banner: AdminBanner | AdminBannerFields;
  onSave(fields: AdminBannerFields): void;
  saving: boolean;
  onClose(): void;
}) {
  const isNew = !('id' in banner);
  return (
    <Modal open title={isNew ? '新增轮播图' : '编辑轮播图'} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<AdminBannerFields> layout="vertical" name="banner" initialValues={banner} onFinish={onSave}>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="subtitle" label="副标题">
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="image" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
          <ImageField label="轮播图片" />
        </Form.Item>
        <Form.Item name="url" label="链接" extra="本站路径，如 /vipV2 或 /classroomV2">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="enabled" {...onOff}>
          <Checkbox>在首页显示</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Modal>
  );
}

/** The order with the banner at `from` moved to `to`. */
function moved(list: AdminBanner[], from: number, to: number) {
  const ids = list.map((banner) => banner.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  return ids;
}

/**
 * 首页轮播: the home page's banners in their order, hidden ones too. A change is what the next
 * visitor's home page shows.
 */
export function CarouselPage({ session }: { session: AdminSession }) {
  const carousel = useCarousel();
  const change = useChangeCarousel();
  const [editing, setEditing] = useState<AdminBanner | AdminBannerFields | null>(null);
  const canEdit = allows(session, 'carousel', 'edit');
  if (!carousel.data) return <Spin className="admin-loading" />;
  const list = carousel.data.list;
  const send = (next: CarouselChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => {
        void toast.success(done);
        setEditing(null);
      },
    });
  const save = (fields: AdminBannerFields) =>
    editing && 'id' in editing
      ? send({ kind: 'update', banner: { ...fields, id: editing.id } }, '轮播图已保存')
      : send({ kind: 'create', fields }, '轮播图已添加');
  return (
    <section aria-label="首页轮播">
      <h1 className="admin-title">首页轮播</h1>
      <div className="admin-filters">
        <span className="admin-note">按顺序轮播，每张3秒；最多{CAROUSEL_MAX}张（含隐藏的）。</span>
        {allows(session, 'carousel', 'create') && (
          <Button type="primary" disabled={list.length >= CAROUSEL_MAX} onClick={() => setEditing(newBanner)}>
            新增轮播图
          </Button>
        )}
      </div>
      <Table<AdminBanner>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={list}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 180,
            render: (image: string, banner) => <img className="admin-banner-image" src={image} alt={banner.title} />,
          },
          {
            title: '标题',
            render: (_value, banner) => (
              <div>
                <strong>{banner.title}</strong>
                {banner.subtitle && <p className="admin-note">{banner.subtitle}</p>}
              </div>
            ),
          },
          { title: '链接', dataIndex: 'url' },
          {
            title: '状态',
            dataIndex: 'enabled',
            render: (enabled: number) => (enabled ? <Tag color="green">显示中</Tag> : <Tag>已隐藏</Tag>),
          },
          {
            title: '操作',
            width: 260,
            render: (_value, banner, index) => (
              <div className="admin-row-actions">
                {canEdit && (
                  <>
                    <Button
                      size="small"
                      disabled={index === 0}
                      aria-label={`上移 ${banner.title}`}
                      onClick={() => send({ kind: 'order', ids: moved(list, index, index - 1) }, '顺序已保存')}
                    >
                      上移
                    </Button>
                    <Button
                      size="small"
                      disabled={index === list.length - 1}
                      aria-label={`下移 ${banner.title}`}
                      onClick={() => send({ kind: 'order', ids: moved(list, index, index + 1) }, '顺序已保存')}
                    >
                      下移
                    </Button>
                    <Button size="small" aria-label={`编辑 ${banner.title}`} onClick={() => setEditing(banner)}>
                      编辑
                    </Button>
                  </>
                )}
                {allows(session, 'carousel', 'delete') && (
                  <Button
                    size="small"
                    danger
                    aria-label={`删除 ${banner.title}`}
                    onClick={() =>
                      confirmDanger({
                        title: `删除轮播图「${banner.title}」？`,
                        content: '删除后首页不再显示，无法恢复（只想暂时不显示可以编辑为隐藏）。',
                        action: '删除',
                        onOk: () => send({ kind: 'delete', id: banner.id }, '轮播图已删除'),
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
        <BannerDialog banner={editing} saving={change.isPending} onSave={save} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
