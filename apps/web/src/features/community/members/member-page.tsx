import { UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@vce/contract/community-members';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Avatar, Button, Card, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { FollowButton } from '../../../shared/follow/follow-button';
import { PeopleList } from '../../../shared/follow/people-list';
import { useIdParam } from '../../../shared/use-query-param';
import { MEMBER_PEOPLE_PAGE_SIZE, useMember, useMemberFollows, useMemberPosts } from '../api/members';
import { PostList } from '../post-list';
import { CommunityNotFound } from '../community-not-found';
import '../community.css';

/** Who a member is: face, name, membership badges, honours, counts, and 关注 for everyone else. */
function MemberCard({ member }: { member: MemberInfo }) {
  const counts = [
    ['帖子', member.post_count],
    ['获赞', member.like_count],
    ['关注', member.follow_count],
    ['粉丝', member.fans_count],
  ] as const;
  return (
    <Card className="member-card" data-testid="member-card">
      <Avatar size={72} src={member.avatar || undefined} alt="" icon={<UserOutlined />} />
      <div className="member-who">
        <h1>
          {member.nickname}
          <img src={member.level.levelImage} alt={`等级${member.level.level}`} width={32} height={16} />
          {member.level.tagImage && <img src={member.level.tagImage} alt="VIP会员" width={32} height={16} />}
        </h1>
        <p className="muted">{dayjs.unix(member.join_time).format('YYYY年M月')}加入期友社区</p>
        <ul className="member-honours" aria-label="荣誉">
          {member.honorLists.map((honour) => (
            <li key={honour.name} title={honour.description}>
              <img src={honour.image} alt="" width={32} height={32} />
              <span>{honour.name}</span>
            </li>
          ))}
        </ul>
        <dl className="member-counts">
          {counts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {member.is_me ? (
        <Link to={paths.my.profile}>
          <Button size="small">编辑资料</Button>
        </Link>
      ) : (
        <FollowButton key={String(member.is_follow)} userId={member.id} isFollowing={member.is_follow} />
      )}
    </Card>
  );
}

/** A member's 关注 or 粉丝, asked for when its tab opens. */
function MemberPeople({ id, type, open }: { id: number; type: 'follow' | 'fans'; open: boolean }) {
  const [page, setPage] = useState(1);
  const people = useMemberFollows({ id, type, page, enabled: open });
  return (
    <PeopleList
      people={people.data}
      isPending={people.isPending}
      page={page}
      pageSize={MEMBER_PEOPLE_PAGE_SIZE}
      onPage={setPage}
      empty={type === 'follow' ? '还没有关注任何人' : '还没有粉丝'}
    />
  );
}

/** 期友主页 (/qiyouCommunityV2/memberInfo?id=): the member's card, then their posts, follows and fans. */
export default function MemberPage() {
  const id = useIdParam();
  const member = useMember(id);
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState('posts');
  const posts = useMemberPosts(id, page);
  if (id === null || member.isError) return <CommunityNotFound title={msg.memberUnknown} />;
  if (!member.data) return <Card loading className="member-card" />;
  return (
    <div className="member-page">
      <MemberCard member={member.data} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'posts',
              label: `帖子 ${member.data.post_count}`,
              children: <PostList posts={posts} page={page} onPage={setPage} empty="还没有发过帖子" />,
            },
            {
              key: 'follow',
              label: `关注 ${member.data.follow_count}`,
              children: <MemberPeople id={id} type="follow" open={tab === 'follow'} />,
            },
            {
              key: 'fans',
              label: `粉丝 ${member.data.fans_count}`,
              children: <MemberPeople id={id} type="fans" open={tab === 'fans'} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
