import type { CirclePost } from '@vce/contract/live-circle';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { refuseBannedWords } from '../../../platform/banned-words';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { unixSeconds } from '../../../platform/unix-time';
import { findUserDisplay } from '../../account/account-service';
import { memberPerkTip } from '../../account/permission-tip-service';
import { isMember } from '../../commerce/vip/membership-service';
import { findProductsByCodes } from '../../market/market-reads';
import { isTeacher } from '../rooms/room-store';
import {
  type CirclePostRow,
  findCirclePost,
  insertCircleComment,
  insertCirclePost,
  likedAmong,
  listCircleComments,
  listCirclePosts,
  setCircleLike,
} from './circle-store';
import { refuseMuted } from '../mutes/live-mute-service';

type Author = { id: number; nickname: string; avatar: string };

/** The VIP circle's tip for a non-member: the "thousand-person live trading circle" perk (spec 001 §1). */
const circleVipTip = () =>
  memberPerkTip({
    title: '千人实盘圈 · 会员专享',
    subTitle: '开通VIP即可查看老师的实盘动态与点评、参与讨论，并进入VIP直播间。',
    image: '/images/tips/course.svg',
  });

type ProductNames = Map<string, string>;

/** The names of the products the posts show, one read for a page. */
async function productNamesOf(app: FastifyInstance, rows: CirclePostRow[]): Promise<ProductNames> {
  const found = await findProductsByCodes(app.db, [...new Set(rows.flatMap((row) => row.symbols))]);
  return new Map(found.map((product) => [product.symbol, product.name]));
}

function toCirclePost(
  row: CirclePostRow,
  author: Author,
  input: { isMember: boolean; liked: boolean; names: ProductNames },
): CirclePost {
  const locked = row.membersOnly && !input.isMember;
  return {
    id: row.id,
    author,
    kind: row.kind as CirclePost['kind'],
    content: locked ? '' : row.content,
    images: locked ? [] : row.images,
    products: locked
      ? []
      : row.symbols.map((symbol) => ({ symbol, name: input.names.get(symbol) ?? symbol.toUpperCase() })),
    members_only: row.membersOnly,
    locked,
    like_count: row.likeCount,
    comment_count: row.commentCount,
    liked: input.liked,
    is_demo: row.isDemo,
    time: unixSeconds(row.createdAt),
  };
}

/** The circle's posts for a signed-in user: VIP-circle posts locked for non-members. */
export async function readCircleFeed(
  app: FastifyInstance,
  input: { userId: number; page: number; limit: number; scope: 'all' | 'vip' },
) {
  const [page, member, canPost] = await Promise.all([
    listCirclePosts(app.db, { page: input.page, limit: input.limit, membersOnly: input.scope === 'vip' }),
    isMember(app.db, input.userId),
    isTeacher(app.db, input.userId),
  ]);
  const posts = page.rows.map((row) => row.post);
  const [liked, names] = await Promise.all([
    likedAmong(
      app.db,
      input.userId,
      posts.map((post) => post.id),
    ),
    productNamesOf(app, posts),
  ]);
  return {
    list: page.rows.map(({ post, author }) =>
      toCirclePost(post, author, { isMember: member, liked: liked.has(post.id), names }),
    ),
    total: page.total,
    is_member: member,
    can_post: canPost,
  };
}

/** A teacher's post: products checked, banned words refused; followers are told through `circle.posted`. */
export async function publishCirclePost(
  app: FastifyInstance,
  input: {
    userId: number;
    kind: 'note' | 'trade';
    content: string;
    images: string[];
    symbols: string[];
    membersOnly: boolean;
  },
) {
  if (!(await isTeacher(app.db, input.userId))) throw AppError.reject('circleTeachersOnly');
  const content = input.content.trim();
  if (!content) throw AppError.reject('circleEmpty');
  await refuseBannedWords(app.settings, content);
  const symbols = [...new Set(input.symbols)];
  const products = await findProductsByCodes(app.db, symbols);
  if (products.length !== symbols.length) throw AppError.reject('circleSymbolUnknown');
  const row = await inTransaction(app.db, async (tx) => {
    const post = await insertCirclePost(tx, {
      userId: input.userId,
      kind: input.kind,
      content,
      images: input.images,
      symbols,
      membersOnly: input.membersOnly,
    });
    await app.events.publish(tx, 'circle.posted', {
      postId: post.id,
      userId: input.userId,
      kind: input.kind,
      excerpt: content.slice(0, 40),
    });
    return post;
  });
  const author = await findUserDisplay(app.db, input.userId);
  const names = new Map(products.map((product) => [product.symbol, product.name]));
  return toCirclePost(row, author!, { isMember: true, liked: false, names });
}

/** A post the user may take part in: it exists, and a VIP-circle one only for members (4004 with the tip). */
async function openPost(app: FastifyInstance, userId: number, postId: number) {
  const post = await findCirclePost(app.db, postId);
  if (!post) throw AppError.reject('circlePostUnknown');
  if (post.membersOnly && !(await isMember(app.db, userId)) && !(await isTeacher(app.db, userId)))
    throw AppError.needPrivilege(msg.circleMembersOnly, circleVipTip());
  return post;
}

export async function readCircleComments(
  app: FastifyInstance,
  input: { userId: number; postId: number; page: number; limit: number },
) {
  await openPost(app, input.userId, input.postId);
  const page = await listCircleComments(app.db, input);
  return {
    list: page.rows.map(({ comment, user }) => ({
      id: comment.id,
      user,
      content: comment.content,
      time: unixSeconds(comment.createdAt),
    })),
    total: page.total,
  };
}

export async function addCircleCommentFor(
  app: FastifyInstance,
  input: { userId: number; postId: number; content: string },
) {
  await openPost(app, input.userId, input.postId);
  const content = input.content.trim();
  if (!content) throw AppError.reject('circleEmpty');
  await refuseMuted(app, input.userId);
  await refuseBannedWords(app.settings, content);
  const row = await inTransaction(app.db, (tx) => insertCircleComment(tx, { ...input, content }));
  const user = await findUserDisplay(app.db, input.userId);
  return { id: row.id, user: user!, content: row.content, time: unixSeconds(row.createdAt) };
}

export async function likeCirclePostFor(
  app: FastifyInstance,
  input: { userId: number; postId: number; cancel: boolean },
) {
  await openPost(app, input.userId, input.postId);
  const likeCount = await inTransaction(app.db, (tx) =>
    setCircleLike(tx, { postId: input.postId, userId: input.userId, like: !input.cancel }),
  );
  return { liked: !input.cancel, like_count: likeCount };
}
