import type { AdminSiteSettings } from '@vce/contract/admin-settings';
import { type AdminSession } from '@vce/contract/admin';
import { Button, Checkbox, Form, Input, Spin } from 'antd';
import { toast } from '../../../shared/ui/feedback';
import { allows } from '../api/admin';
import { useSaveSiteSettings, useSiteSettings } from '../api/settings';
import { onOff } from '../on-off';
import { ImageField } from './image-field';

/**
 * 站点设置: what /api/common/init tells every page — grey mode, the home promo popup, the
 * live-time gift and the community's activity banner. A save reaches every visitor's next page.
 */
export function SettingsPage({ session }: { session: AdminSession }) {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const canEdit = allows(session, 'settings', 'edit');
  if (!settings.data) return <Spin className="admin-loading" />;
  return (
    <section aria-label="站点设置">
      <h1 className="admin-title">站点设置</h1>
      <Form<AdminSiteSettings>
        className="admin-settings-form"
        layout="vertical"
        disabled={!canEdit}
        initialValues={settings.data}
        onFinish={(values) => save.mutate(values, { onSuccess: () => void toast.success('设置已保存，全站即时生效') })}
      >
        <fieldset>
          <legend>全站</legend>
          <Form.Item name="grey_mode" {...onOff} extra="哀悼日等场合使用：首页以灰色显示">
            <Checkbox>灰色模式</Checkbox>
          </Form.Item>
        </fieldset>
        <fieldset>
          <legend>首页弹窗</legend>
          <Form.Item name={['app_index_image', 'ad_type']} {...onOff} extra="每位访客每天最多弹出一次">
            <Checkbox>显示首页弹窗</Checkbox>
          </Form.Item>
          <Form.Item name={['app_index_image', 'pc_image']} label="弹窗图片">
            <ImageField label="弹窗图片" />
          </Form.Item>
          <Form.Item name={['app_index_image', 'view_data_info']} label="弹窗说明">
            <Input maxLength={100} showCount />
          </Form.Item>
        </fieldset>
        <fieldset>
          <legend>直播时长赠送</legend>
          <Form.Item name={['giveLiveTimeConfig', 'giveLiveTimeTip']} label="赠送说明">
            <Input maxLength={60} showCount />
          </Form.Item>
          <Form.Item name={['giveLiveTimeConfig', 'image_url']} label="赠送弹窗图片">
            <ImageField label="赠送弹窗图片" />
          </Form.Item>
        </fieldset>
        <fieldset>
          <legend>期友社区活动</legend>
          <Form.Item name="qiyou_activity_status" {...onOff}>
            <Checkbox>在社区首页显示活动横幅</Checkbox>
          </Form.Item>
          <Form.Item name="qiyou_activity" label="活动内容">
            <Input maxLength={60} showCount />
          </Form.Item>
        </fieldset>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存设置
          </Button>
        )}
      </Form>
    </section>
  );
}
