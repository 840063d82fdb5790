import type { AdminSession } from '@vce/contract/admin';
import type { AdminAgreementFields, AdminAgreementRow } from '@vce/contract/admin-agreements';
import { Button, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../shared/ui/feedback';
import { consoleTime } from '../admin-time';
import { allows } from '../api/admin';
import { type AgreementChange, useAgreements, useChangeAgreement } from '../api/agreements';
import { confirmDanger } from '../confirm-danger';
import { AgreementDialog } from './agreement-dialog';

/**
 * 协议: the agreements readers open at /agreementV2?name=… (VIP, the assistant, privacy, the user
 * agreement and any added), their versions and text. Those the site's pages link to are kept.
 */
export function AgreementsPage({ session }: { session: AdminSession }) {
  const agreements = useAgreements();
  const change = useChangeAgreement();
  const [editing, setEditing] = useState<{ name: string | null } | null>(null);
  if (!agreements.data) return <Spin className="admin-loading" />;
  const send = (next: AgreementChange, done: string) =>
    change.mutate(next, {
      onSuccess: () => {
        void toast.success(done);
        setEditing(null);
      },
    });
  const save = (fields: AdminAgreementFields) =>
    editing?.name ? send({ kind: 'update', fields }, '协议已保存') : send({ kind: 'create', fields }, '协议已添加');
  return (
    <section aria-label="协议">
      <h1 className="admin-title">协议</h1>
      <div className="admin-filters">
        <span className="admin-note">保存后读者立即看到新版本；正文保存时会清除不允许的标签。</span>
        {allows(session, 'agreements', 'create') && (
          <Button type="primary" onClick={() => setEditing({ name: null })}>
            新建协议
          </Button>
        )}
      </div>
      <Table<AdminAgreementRow>
        rowKey="name"
        size="middle"
        pagination={false}
        dataSource={agreements.data.list}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 64 },
          {
            title: '协议',
            render: (_value, row) => (
              <a href={`/agreementV2?name=${row.name}`} target="_blank" rel="noreferrer">
                {row.title}
              </a>
            ),
          },
          { title: '名称', dataIndex: 'name' },
          { title: '版本', dataIndex: 'version', width: 90 },
          {
            title: '页面链接',
            width: 100,
            render: (_value, row) => (row.is_linked ? <Tag color="blue">网站引用</Tag> : '—'),
          },
          { title: '更新时间', dataIndex: 'update_time', render: (time: number) => consoleTime(time) },
          {
            title: '操作',
            width: 150,
            render: (_value, row) => (
              <div className="admin-row-actions">
                {allows(session, 'agreements', 'edit') && (
                  <Button size="small" aria-label={`编辑 ${row.title}`} onClick={() => setEditing({ name: row.name })}>
                    编辑
                  </Button>
                )}
                {allows(session, 'agreements', 'delete') && !row.is_linked && (
                  <Button
                    size="small"
                    danger
                    aria-label={`删除 ${row.title}`}
                    onClick={() =>
                      confirmDanger({
                        title: `删除协议「${row.title}」？`,
                        content: '删除后读者打开它的链接会看到“协议不存在”，无法恢复。',
                        action: '删除',
                        onOk: () => send({ kind: 'delete', name: row.name }, '协议已删除'),
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
        <AgreementDialog name={editing.name} saving={change.isPending} onSave={save} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
