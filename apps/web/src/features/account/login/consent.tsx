import { currentAgreementVersion } from '@vce/contract/account-fields';
import { Button, Checkbox, Modal } from 'antd';

/** The consent line under the login forms: ticked, or login is refused (spec 000 §5). */
export function ConsentCheckbox({
  checked,
  onChange,
  onOpenGuideline,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  onOpenGuideline(): void;
}) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} className="login-consent">
      我已阅读并同意
      <button type="button" className="link-button" onClick={onOpenGuideline}>
        《个人信息保护指引》
      </button>
    </Checkbox>
  );
}

/** The personal-information protection guideline the user consents to (version dated 2023-01-16). */
export function ConsentGuideline({ open, onAgree, onClose }: { open: boolean; onAgree(): void; onClose(): void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="个人信息保护指引"
      width={520}
      footer={
        <Button type="primary" onClick={onAgree}>
          同意并继续
        </Button>
      }
    >
      <div className="consent-guideline" data-testid="consent-guideline">
        <p className="muted">版本日期：{currentAgreementVersion}</p>
        <p>
          为向您提供登录、课程、直播、社区与数据服务，vce期货会收集您的手机号（用于登录与账号安全）、
          设备与访问记录（用于安全风控与服务改进）以及您主动提交的昵称、头像和关注品种。
        </p>
        <p>
          我们仅在实现上述目的所需的期限内保存您的信息，不会出售您的个人信息；除法律法规要求或经您同意外，
          不会向第三方提供。短信验证码由短信服务商代为发送，仅用于完成本次验证。
        </p>
        <p>
          您可以在“资料设置”中查看和修改个人资料，也可以联系客服申请注销账号；注销后我们将删除或匿名化处理您的个人信息。
        </p>
        <p>点击“同意并继续”即表示您已阅读并同意本指引，我们将记录您同意的版本与时间。</p>
      </div>
    </Modal>
  );
}
