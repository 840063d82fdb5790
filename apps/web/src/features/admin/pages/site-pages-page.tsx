import type { AdminSession } from '@vce/contract/admin';
import { type AdminSitePages, SITE_PAGE_MARKDOWN_MAX } from '@vce/contract/admin-pages';
import { paths } from '@vce/contract/routes';
import { Button, Form, Input, Spin } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { useSaveSitePages, useSitePagesMarkdown } from '../api/pages';

/** 页面文字: the text of 关于我们 and of the 商务合作 introduction, in Markdown. */
export function SitePagesPage({ session }: { session: AdminSession }) {
  const pages = useSitePagesMarkdown();
  const save = useSaveSitePages();
  const canEdit = allows(session, 'settings', 'edit');
  if (!pages.data) return <Spin className="admin-loading" />;
  return (
    <section aria-label="页面文字">
      <h1 className="admin-title">页面文字</h1>
      <p className="admin-hint">
        使用 Markdown 书写：## 标题、**加粗**、- 列表、[链接文字](地址)、&gt; 引用。HTML 标签会按原文显示。
      </p>
      <Form<AdminSitePages>
        className="admin-settings-form"
        layout="vertical"
        disabled={!canEdit}
        initialValues={pages.data}
        onFinish={(values) => save.mutate(values, { onSuccess: () => void toast.success('页面已保存，访客即时可见') })}
      >
        <Form.Item
          name="about_us"
          label={
            <span>
              关于我们（
              <a href={paths.aboutUs} target="_blank" rel="noreferrer">
                查看页面
              </a>
              ）
            </span>
          }
          rules={[{ required: true, whitespace: true, message: '请填写关于我们' }]}
        >
          <Input.TextArea aria-label="关于我们" rows={14} maxLength={SITE_PAGE_MARKDOWN_MAX} />
        </Form.Item>
        <Form.Item
          name="business_cooperation"
          label={
            <span>
              商务合作说明（
              <a href="/businessCooperation" target="_blank" rel="noreferrer">
                查看页面
              </a>
              ）
            </span>
          }
          rules={[{ required: true, whitespace: true, message: '请填写商务合作说明' }]}
        >
          <Input.TextArea aria-label="商务合作说明" rows={10} maxLength={SITE_PAGE_MARKDOWN_MAX} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存页面
          </Button>
        )}
      </Form>
    </section>
  );
}
