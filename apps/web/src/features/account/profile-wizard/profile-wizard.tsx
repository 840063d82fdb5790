import { limits } from '@vce/contract/limits';
import { Button, Form, Modal, Progress, Steps, theme } from 'antd';
import { useEffect, useState } from 'react';
import { forgetNewRegistration } from '../../../shared/new-registration';
import { useCurrentUser } from '../../../shared/current-user';
import { useSaveCategoryList } from '../api/save-category-list';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarStep } from './avatar-step';
import { NicknameStep, type NicknameValues } from './nickname-step';
import { SymbolsStep } from './symbols-step';
import './profile-wizard.css';
import { toastThen } from '../../../shared/ui/feedback';

const stepTitles = ['昵称性别', '选择头像', '关注品种'];

/**
 * The profile wizard after a registration (spec 000 §2, §4): nickname and gender, avatar, followed
 * products. Next saves the step; finish or skip clear the new-registration flag and reload.
 */
export function ProfileWizard() {
  const { token } = theme.useToken();
  const { data: user } = useCurrentUser();
  const [isOpen, setIsOpen] = useState(true);
  const [step, setStep] = useState(0);
  const [form] = Form.useForm<NicknameValues>();
  const [avatar, setAvatar] = useState<string>();
  const [productIds, setProductIds] = useState<number[]>([]);
  const updateProfile = useUpdateProfile();
  const saveProducts = useSaveCategoryList();

  useEffect(() => {
    if (user && !form.isFieldTouched('nickname')) {
      form.setFieldsValue({ nickname: user.nickname.slice(0, limits.wizardNicknameMax) });
    }
  }, [user, form]);

  /** Closes for good and reloads after a while; after `message` has shown that long, when there is one. */
  const leave = (reloadDelayMs: number, message?: string) => {
    forgetNewRegistration();
    setIsOpen(false);
    const reload = () => window.location.reload();
    if (message) toastThen(message, reloadDelayMs, reload);
    else setTimeout(reload, reloadDelayMs);
  };

  const saveStep = async () => {
    if (step === 0) {
      const { nickname, gender = 0 } = await form.validateFields();
      await updateProfile.mutateAsync({ nickname, gender });
    } else if (step === 1) {
      if (avatar) await updateProfile.mutateAsync({ avatar });
    } else {
      return leave(limits.wizardFinishReloadDelayMs, await saveProducts.mutateAsync(productIds));
    }
    setStep(step + 1);
  };
  const next = () =>
    saveStep().catch(() => {
      // Refusals are shown by the API client and invalid fields by the form.
    });

  const isLast = step === stepTitles.length - 1;
  return (
    <Modal
      open={isOpen}
      width={limits.wizardWidthPx}
      title="完善个人资料"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <div className="wizard-footer">
          <Button type="link" onClick={() => leave(limits.wizardSkipReloadDelayMs)}>
            跳过
          </Button>
          <Button type="primary" onClick={next} loading={updateProfile.isPending || saveProducts.isPending}>
            {isLast ? '完成' : '下一步'}
          </Button>
        </div>
      }
    >
      <div data-testid="profile-wizard" data-step={step + 1}>
        <Steps size="small" current={step} onChange={setStep} items={stepTitles.map((title) => ({ title }))} />
        <Progress
          percent={Math.round(((step + 1) / stepTitles.length) * 100)}
          showInfo={false}
          status="normal"
          strokeColor={token.colorPrimary}
          size="small"
          aria-label="完成进度"
        />
        <div className="wizard-body">
          {step === 0 ? <NicknameStep form={form} /> : null}
          {step === 1 ? <AvatarStep value={avatar ?? user?.avatar} onChange={setAvatar} /> : null}
          {step === 2 ? <SymbolsStep value={productIds} onChange={setProductIds} /> : null}
        </div>
      </div>
    </Modal>
  );
}
