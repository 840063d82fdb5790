import { UserOutlined } from '@ant-design/icons';
import { paths } from '@vce/contract/routes';
import { Avatar, List, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { isSignedIn } from '../../../shared/session';
import { LoginRequired } from '../../../shared/ui/login-required';
import { NoData } from '../../../shared/ui/no-data';
import { type FollowListKind, followPageSize, useFollowList } from '../api/get-follow-list';
import './my-pages.css';
import { pageItemRender } from '../../../shared/ui/page-items';

const titles: Record<FollowListKind, string> = { follow: '我的关注', fans: '我的粉丝' };

/** Whom the user follows, or who follows the user: newest first, paged, each linking to their community page. */
export function FollowList({ kind }: { kind: FollowListKind }) {
  const [page, setPage] = useState(1);
  const { data, isPending } = useFollowList(kind, page, isSignedIn());
  if (!isSignedIn()) return <LoginRequired />;
  return (
    <div className="my-page" data-testid={`${kind}-list`}>
      <h2>{titles[kind]}</h2>
      <List
        loading={isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <NoData description={kind === 'follow' ? '还没有关注任何人' : '还没有粉丝'} /> }}
        pagination={
          (data?.total ?? 0) > followPageSize
            ? {
                current: page,
                pageSize: followPageSize,
                total: data?.total,
                onChange: setPage,
                showSizeChanger: false,
                itemRender: pageItemRender,
              }
            : false
        }
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              avatar={<Avatar src={item.avatar || undefined} icon={<UserOutlined />} />}
              title={<Link to={paths.communityMember(item.id)}>{item.nickname}</Link>}
            />
            {item.is_follow_back ? <Tag color="red">互相关注</Tag> : null}
          </List.Item>
        )}
      />
    </div>
  );
}
