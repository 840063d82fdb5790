import { currentAgreementVersion } from '@vce/contract/account-fields';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@vce/contract/routes';
import { agreementNames } from '@vce/contract/shell-agreements';
import { Button, Checkbox, Modal, Skeleton } from 'antd';
import { agreementQueryOptions } from '../../../shared/agreements/get-agreement';

const privacyGuideline = agreementNames.privacyGuideline;

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
  // The text is the stored agreement (docs/decisions.md "Agreements"), read when the popup first opens.
  const { data: guideline, isError } = useQuery({ ...agreementQueryOptions(privacyGuideline), enabled: open });
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
      {/* Scrolls when long: focusable so the keyboard can scroll it too. */}
      <div
        className="consent-guideline"
        data-testid="consent-guideline"
        role="region"
        aria-label="指引全文"
        tabIndex={0}
      >
        <p className="muted">版本日期：{currentAgreementVersion}</p>
        {guideline ? (
          <div className="agreement-content" dangerouslySetInnerHTML={{ __html: guideline.content }} />
        ) : isError ? (
          <p>
            指引暂时无法加载，请
            <a href={paths.agreement(privacyGuideline)} target="_blank" rel="noreferrer">
              在新窗口阅读《个人信息保护指引》
            </a>
          </p>
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </div>
    </Modal>
  );
}
