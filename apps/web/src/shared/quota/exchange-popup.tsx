import { exchangeCountField, type exchangeSearchCount } from '@vce/contract/commerce-quota-exchange';
import { type QuotaTag, quotaTagLabels } from '@vce/contract/commerce-quota';
import type { CallData } from '@vce/contract/call';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Input, Modal, Radio, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../ui/feedback';
import { useExchangeRule, useExchangeUses } from './exchange-api';
import './quota.css';

const priceField = {
  bbas: 'bbas_search_exchange_money',
  view_data: 'view_data_search_exchange_money',
  ai: 'ai_search_exchange_money',
} as const;

/**
 * The V粒 exchange popup (spec 001 §2, §5): the kind of use, how many, their price in V粒 before
 * confirming, then what is left. `tags` are the kinds offered (the no-count popup offers its own).
 */
export function ExchangePopup(props: { tags: QuotaTag[]; onClose: () => void }) {
  const [tag, setTag] = useState<QuotaTag>(props.tags[0] ?? 'bbas');
  const [countText, setCountText] = useState('1');
  const rule = useExchangeRule();
  const exchange = useExchangeUses();
  const [done, setDone] = useState<CallData<typeof exchangeSearchCount> | null>(null);
  const count = exchangeCountField.safeParse(countText);
  const price = rule.data?.[priceField[tag]];
  const total = count.success && price !== undefined ? count.data * price : null;

  const confirm = async () => {
    if (!count.success) return void toast.error(msg.exchangeCountInvalid);
    try {
      const result = await exchange.mutateAsync({ tag, count: count.data });
      // A locked page opens as soon as the uses arrive, closing the no-count popup and this one with it.
      void toast.success(`${msg.exchangeSuccess}，${quotaTagLabels[tag]}已兑换可用${result.quota.bought}次`);
      setDone(result);
    } catch {
      // Shown by the API client (V粒不足 and the like).
    }
  };

  return (
    <Modal
      open
      title="V粒兑换"
      width={420}
      onCancel={props.onClose}
      footer={
        done ? (
          <Button type="primary" onClick={props.onClose}>
            完成
          </Button>
        ) : (
          <>
            <Button onClick={props.onClose}>取消</Button>
            <Button type="primary" loading={exchange.isPending} disabled={!rule.data} onClick={() => void confirm()}>
              确认兑换
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Result
          status="success"
          title={msg.exchangeSuccess}
          subTitle={
            <span data-testid="exchange-result">
              {done.quota.unlimited
                ? `会员期间${quotaTagLabels[done.tag]}不限次数，已兑换的 ${done.quota.bought} 次会员到期后可用。`
                : `${quotaTagLabels[done.tag]}：今日免费剩余 ${done.quota.remaining} 次，已兑换可用 ${done.quota.bought} 次。`}
              <br />
              本次消耗 {done.spent} V粒，剩余 {done.money} V粒
            </span>
          }
        />
      ) : !rule.data ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        <div className="exchange-form">
          {props.tags.length > 1 && (
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label="兑换类型"
              value={tag}
              onChange={(event) => setTag(event.target.value as QuotaTag)}
              options={props.tags.map((value) => ({ value, label: quotaTagLabels[value] }))}
            />
          )}
          <p>
            当前V粒 <strong data-testid="exchange-vli">{rule.data.money}</strong>，{quotaTagLabels[tag]}每次{' '}
            <strong>{price}</strong> V粒
          </p>
          <label className="exchange-count">
            兑换次数
            <Input
              aria-label="兑换次数"
              inputMode="numeric"
              maxLength={3}
              value={countText}
              onChange={(event) => setCountText(event.target.value.trim())}
              suffix="次"
            />
          </label>
          <p data-testid="exchange-total">
            共需 <strong>{total ?? '—'}</strong> V粒
            {total !== null && total > rule.data.money && (
              <span className="exchange-short">
                ，V粒不足，<Link to={paths.luckDraw}>去签到领V粒</Link>
              </span>
            )}
          </p>
        </div>
      )}
    </Modal>
  );
}
