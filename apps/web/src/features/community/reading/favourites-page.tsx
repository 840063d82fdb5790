import { paths } from '@vce/contract/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { useFavourites } from '../api/reading';
import { PostList } from '../post-list';
import '../community.css';

/** 我的收藏 (/my/collection): the posts the user keeps, the latest kept first; a deleted one leaves by itself. */
export default function FavouritesPage() {
  const [page, setPage] = useState(1);
  const posts = useFavourites(page);
  return (
    <div className="my-posts" data-testid="my-favourites">
      <h2>
        我的收藏 <Link to={paths.community}>去社区逛逛</Link>
      </h2>
      <PostList
        posts={posts}
        page={page}
        onPage={setPage}
        empty="还没有收藏帖子，在帖子页点“收藏”即可"
        actions={(post) => [
          <span key="time" className="muted">
            收藏于 {formatBeijingTime(post.marked_time * 1000, 'minute')}
          </span>,
        ]}
      />
    </div>
  );
}
