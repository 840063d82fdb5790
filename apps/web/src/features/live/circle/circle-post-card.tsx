import { LikeFilled, LikeOutlined, LockOutlined, MessageOutlined } from '@ant-design/icons';
import type { CirclePost } from '@vce/contract/live-circle';
import { paths } from '@vce/contract/routes';
import { Avatar, Button, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../shared/api/api';
import { formatBeijingTime } from '../../../shared/beijing-time';
import { EmojiText } from '../../../shared/emoji/emoji-text';
import { ProductPrice } from '../../../shared/market/product-price-chip';
import { circleComments } from '@vce/contract/live-circle';
import { useLikeCirclePost } from '../api/circle';
import { CircleComments } from './circle-comments';

/**
 * One post of the circle: the teacher, a trading note marked 实盘, its words, pictures and product
 * chips with live prices, likes and comments. A VIP post shown to a non-member is a locked card whose
 * 查看 asks the server, which answers with the VIP tip popup.
 */
export function CirclePostCard({ post }: { post: CirclePost }) {
  const [isOpen, setIsOpen] = useState(false);
  const like = useLikeCirclePost();
  const askToSee = () => api.call(circleComments, { post_id: post.id, limit: 1 }).catch(() => {});
  return (
    <article className="circle-post" data-testid="circle-post">
      <header>
        <Avatar src={post.author.avatar || undefined} alt="" />
        <strong>{post.author.nickname}</strong>
        <Tag color="red">老师</Tag>
        {post.kind === 'trade' && <Tag color="volcano">实盘</Tag>}
        {post.members_only && <Tag color="gold">VIP</Tag>}
        {post.is_demo && <Tag>演示</Tag>}
        <time>{formatBeijingTime(post.time * 1000, 'minute')}</time>
      </header>
      {post.locked ? (
        <div className="circle-locked">
          <LockOutlined /> VIP实盘圈专享内容
          <Button size="small" type="primary" onClick={() => void askToSee()}>
            查看
          </Button>
        </div>
      ) : (
        <>
          <p className="circle-content">
            <EmojiText text={post.content} />
          </p>
          {post.images.length > 0 && (
            <div className="circle-images">
              {post.images.map((src) => (
                <a key={src} href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt="配图" width={120} height={120} loading="lazy" />
                </a>
              ))}
            </div>
          )}
          {post.products.length > 0 && (
            <div className="circle-products">
              {post.products.map((product) => (
                <Link key={product.symbol} to={paths.bbasDetail(product.symbol)} className="product-chip">
                  {product.name} <ProductPrice symbol={product.symbol} />
                </Link>
              ))}
            </div>
          )}
          <footer>
            <Button
              type="text"
              icon={post.liked ? <LikeFilled /> : <LikeOutlined />}
              aria-label={post.liked ? '取消点赞' : '点赞'}
              onClick={() => like.mutate({ post_id: post.id, cancel: post.liked })}
            >
              {post.like_count}
            </Button>
            <Button type="text" icon={<MessageOutlined />} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
              评论 {post.comment_count}
            </Button>
          </footer>
          {isOpen && <CircleComments postId={post.id} />}
        </>
      )}
    </article>
  );
}
