import { UserOutlined } from '@ant-design/icons';
import type { followList } from '@vce/contract/account-profile';
import type { CallData } from '@vce/contract/call';
import { paths } from '@vce/contract/routes';
import { Avatar, List, Tag } from 'antd';
import { Link } from 'react-router';
import { NoData } from '../ui/no-data';
import { pageItemRender } from '../ui/page-items';

export interface PeopleListProps {
  people: CallData<typeof followList> | undefined;
  isPending: boolean;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  empty: string;
}

/** People of a follow list (关注 or 粉丝): newest first, paged, each linking to their community page. */
export function PeopleList({ people, isPending, page, pageSize, onPage, empty }: PeopleListProps) {
  return (
    <List
      loading={isPending}
      dataSource={people?.list ?? []}
      locale={{ emptyText: <NoData description={empty} /> }}
      pagination={
        (people?.total ?? 0) > pageSize
          ? {
              current: page,
              pageSize,
              total: people?.total,
              onChange: onPage,
              showSizeChanger: false,
              itemRender: pageItemRender,
            }
          : false
      }
      renderItem={(item) => (
        <List.Item data-testid="person">
          <List.Item.Meta
            avatar={<Avatar src={item.avatar || undefined} alt="" icon={<UserOutlined />} />}
            title={<Link to={paths.communityMember(item.id)}>{item.nickname}</Link>}
          />
          {item.is_follow_back ? <Tag color="red">互相关注</Tag> : null}
        </List.Item>
      )}
    />
  );
}
