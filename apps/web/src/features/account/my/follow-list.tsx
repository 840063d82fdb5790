import { useState } from 'react';
import { PeopleList } from '../../../shared/follow/people-list';
import { isSignedIn } from '../../../shared/session';
import { LoginRequired } from '../../../shared/ui/login-required';
import { type FollowListKind, followPageSize, useFollowList } from '../api/get-follow-list';
import './my-pages.css';

const titles: Record<FollowListKind, string> = { follow: '我的关注', fans: '我的粉丝' };

/** Whom the user follows, or who follows the user: newest first, paged, each linking to their community page. */
export function FollowList({ kind }: { kind: FollowListKind }) {
  const [page, setPage] = useState(1);
  const { data, isPending } = useFollowList(kind, page, isSignedIn());
  if (!isSignedIn()) return <LoginRequired />;
  return (
    <div className="my-page" data-testid={`${kind}-list`}>
      <h2>{titles[kind]}</h2>
      <PeopleList
        people={data}
        isPending={isPending}
        page={page}
        pageSize={followPageSize}
        onPage={setPage}
        empty={kind === 'follow' ? '还没有关注任何人' : '还没有粉丝'}
      />
    </div>
  );
}
