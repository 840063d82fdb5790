import {
  COOPERATION_MESSAGE_MAX,
  COOPERATION_MESSAGE_MIN,
  type CooperationKind,
  cooperationKinds,
} from '@vce/contract/shell-pages';
import { Button, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { useSubmitCooperation } from './api/site-pages';
import { SitePageArticle } from './site-page-article';

interface CooperationFields {
  name: string;
  mobile: string;
  company?: string;
  kind: CooperationKind;
  message: string;
}

const kindOptions = (Object.keys(cooperationKinds) as CooperationKind[]).map((value) => ({
  value,
  label: cooperationKinds[value],
}));

/** /businessCooperation: the introduction operators wrote, and a form whose requests reach their inbox. */
export default function BusinessCooperationPage() {
  const submit = useSubmitCooperation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = (fields: CooperationFields) =>
    submit.mutate({ ...fields, company: fields.company ?? '' }, { onSuccess: () => setSentTo(fields.mobile) });
  return (
    <SitePageArticle name="business_cooperation">
      {sentTo ? (
        <Result
          status="success"
          title="合作申请已提交"
          subTitle={`商务同事会在 2 个工作日内通过 ${sentTo} 与您联系。`}
          extra={<Button onClick={() => setSentTo(null)}>再提交一条</Button>}
        />
      ) : (
        <Form<CooperationFields>
          className="cooperation-form"
          layout="vertical"
          aria-label="合作申请"
          onFinish={send}
          requiredMark={false}
        >
          <h2>提交合作申请</h2>
          <Form.Item name="name" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
            <Input maxLength={20} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="mobile"
            label="手机号"
            rules={[
              { required: true, message: '请输入手机号' },
              { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="company" label="公司或机构（选填）">
            <Input maxLength={50} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="kind" label="合作类型" rules={[{ required: true, message: '请选择合作类型' }]}>
            <Select options={kindOptions} placeholder="请选择" />
          </Form.Item>
          <Form.Item
            name="message"
            label="合作说明"
            rules={[
              { required: true, whitespace: true, message: '请填写合作说明' },
              { min: COOPERATION_MESSAGE_MIN, message: `合作说明至少${COOPERATION_MESSAGE_MIN}个字` },
            ]}
          >
            <Input.TextArea
              rows={5}
              maxLength={COOPERATION_MESSAGE_MAX}
              showCount
              placeholder="简单介绍您或您的机构，以及希望的合作方式"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            提交申请
          </Button>
        </Form>
      )}
    </SitePageArticle>
  );
}
