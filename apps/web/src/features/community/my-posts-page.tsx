import { paths } from '@vce/contract/routes';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyPosts } from './api/posts';
import { useDeletePostConfirm } from './delete-post';
import { PostList } from './post-list';
import './community.css';

/** 我的发言 (/my/speech): the user's own posts, newest first, each deletable. */
export default function MyPostsPage() {
  const [page, setPage] = useState(1);
  const posts = useMyPosts(page);
  const confirmDelete = useDeletePostConfirm();
  return (
    <div className="my-posts" data-testid="my-posts">
      <h2>
        我的发言 <Link to={paths.community}>去发帖</Link>
      </h2>
      <PostList
        posts={posts}
        page={page}
        onPage={setPage}
        empty="还没有发过帖子"
        actions={(post) => [
          <Button key="delete" size="small" aria-label={`删除《${post.title}》`} onClick={() => confirmDelete(post)}>
            删除
          </Button>,
        ]}
      />
    </div>
  );
}
