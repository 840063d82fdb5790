import { msg } from '@vce/contract/messages';
import { Button, Card, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { useSaveSubscriptionSettings, useSubscriptions } from '../api/subscriptions';
import { PlanLine } from './plan-line';
import { SubscribeNav } from './subscribe-nav';

/** 订阅设置 (/subscribe/setUp): the daily cap, the quiet hours and the plan. */
export default function SubscriptionSetupPage() {
  const { data } = useSubscriptions();
  return (
    <Card className="subscribe-page" data-testid="subscription-setup">
      <SubscribeNav />
      {data && <PlanLine plan={data.plan} />}
      {data && <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: { daily_cap: number; quiet_start: string; quiet_end: string } }) {
  const save = useSaveSubscriptionSettings();
  const [cap, setCap] = useState<number | null>(settings.daily_cap);
  const [quietStart, setQuietStart] = useState(settings.quiet_start);
  const [quietEnd, setQuietEnd] = useState(settings.quiet_end);
  const submit = async () => {
    try {
      await save.mutateAsync({ daily_cap: cap ?? 0, quiet_start: quietStart, quiet_end: quietEnd });
      void toast.success(msg.subscribeSettingsSaved);
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <div className="subscribe-form">
      <label>
        每日短信上限（1–20条，超出的当天不再发送）
        <InputNumber aria-label="每日短信上限" min={1} max={20} value={cap} onChange={setCap} style={{ width: 160 }} />
      </label>
      <label>
        免打扰开始（北京时间，HH:mm）
        <Input aria-label="免打扰开始" value={quietStart} onChange={(event) => setQuietStart(event.target.value)} />
      </label>
      <label>
        免打扰结束（与开始相同即不设免打扰）
        <Input aria-label="免打扰结束" value={quietEnd} onChange={(event) => setQuietEnd(event.target.value)} />
      </label>
      <Button type="primary" loading={save.isPending} onClick={submit}>
        保存设置
      </Button>
    </div>
  );
}
