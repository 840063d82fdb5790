import { List } from 'antd';
import { useState } from 'react';
import { formatBeijingTime } from '../../shared/beijing-time';
import { QueryView } from '../../shared/ui/query-view';
import { useViewList, viewPageSize } from './api/get-view-list';
import { DirectionTag } from '../../shared/ui/direction-tag';
import { ViewCounts } from './view-counts';
import './bbas.css';
import { pageItemRender } from '../../shared/ui/page-items';

/** 机构观点: how the desks stand, then every view on the product, newest first. */
export function ViewList({ symbol }: { symbol: string }) {
  const [page, setPage] = useState(1);
  return (
    <QueryView query={useViewList(symbol, page)}>
      {(data) => (
        <div className="bbas-panel">
          <ViewCounts counts={data} />
          <List
            aria-label="机构观点"
            itemLayout="vertical"
            dataSource={data.list}
            locale={{ emptyText: '暂无机构观点' }}
            pagination={
              data.total > viewPageSize
                ? {
                    current: page,
                    pageSize: viewPageSize,
                    total: data.total,
                    onChange: setPage,
                    size: 'small',
                    itemRender: pageItemRender,
                  }
                : false
            }
            renderItem={(view) => (
              <List.Item key={view.id}>
                <List.Item.Meta
                  title={
                    <>
                      <DirectionTag direction={view.direction} /> {view.title}
                    </>
                  }
                  description={`${view.broker_name} · ${formatBeijingTime(view.published_at, 'day')}`}
                />
                {view.summary}
                {view.pdf_url ? (
                  <a href={view.pdf_url} target="_blank" rel="noreferrer">
                    {' '}
                    查看报告
                  </a>
                ) : null}
              </List.Item>
            )}
          />
        </div>
      )}
    </QueryView>
  );
}
