import { POST_IMAGES_MAX, POST_TEXT_MAX, postImagesTooMany, postTextTooLong } from '@vce/contract/community';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { refuseBannedWords } from '../../platform/banned-words';
import type { SettingsCache } from '../../platform/settings';
import { excerptOf } from '../../platform/plain-text';
import { cleanPostBody, drawEmoji } from './post-html';
import { tagProducts, untaggedText } from './post-products';
import { linkTopics, topicNamesIn } from './topics/post-topics';
import { ensureTopics } from './topics/topic-store';

/**
 * A post's title and body as sent, made ready to store: sanitised, checked (text, pictures), its
 * products tagged and its topics' names read. The site's own demo posts are shaped so; users' are
 * prepared (`preparePost`).
 */
export function shapePost(title: string, sent: string) {
  const body = cleanPostBody(sent);
  if (!body.text && body.imageCount === 0) throw AppError.reject('postContentEmpty');
  if (body.imageCount > POST_IMAGES_MAX) throw AppError.reject(postImagesTooMany);
  if (body.text.length > POST_TEXT_MAX) throw AppError.reject(postTextTooLong);
  const { html, symbols } = tagProducts(body.html);
  // A post of pictures alone is listed as one.
  const excerpt = excerptOf(untaggedText(body.text)) || '[图片]';
  return { title, text: body.text, html, symbols, topicNames: topicNamesIn(html), excerpt };
}
export type PreparedPost = ReturnType<typeof shapePost>;

/** A user's post, new or edited, shaped and refused when it holds a banned word. */
export async function preparePost(settings: SettingsCache, title: string, sent: string) {
  const post = shapePost(title, sent);
  await refuseBannedWords(settings, `${title} ${post.text}`);
  return post;
}

/** The stored form of a prepared post, in the writing transaction: its topics made and linked, its emoji drawn. */
export async function postRow(tx: Db, post: PreparedPost) {
  const topics = await ensureTopics(tx, post.topicNames);
  return {
    title: post.title,
    content: drawEmoji(linkTopics(post.html, topics)),
    excerpt: post.excerpt,
    symbols: post.symbols,
    topicIds: topics.map((topic) => topic.id),
  };
}
