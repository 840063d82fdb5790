import { POST_TOPICS_MAX, TOPIC_NAME_MAX, topicsTooMany } from '@vce/contract/community-topics';
import { AppError } from '../../../platform/errors';
import { mapPostText } from '../post-html';

/** A topic tag as written in a post: `#螺纹钢去库存#` (no spaces, markup or entities inside). */
const topicTag = new RegExp(`#([^#<>\\s&;]{1,${TOPIC_NAME_MAX}})#`, 'g');

const keyOf = (name: string) => name.toLowerCase();

/** The topics a post's sanitised HTML names, in the order first named, each once whatever its case. */
export function topicNamesIn(html: string) {
  const names = new Map<string, string>();
  mapPostText(html, (text) => {
    for (const [, name] of text.matchAll(topicTag)) if (!names.has(keyOf(name!))) names.set(keyOf(name!), name!);
    return text;
  });
  if (names.size > POST_TOPICS_MAX) throw AppError.reject(topicsTooMany);
  return [...names.values()];
}

/**
 * Turns the topic tags of a post's sanitised HTML into links to the topics' pages (the server's own
 * markup, added after sanitising like the product chips).
 */
export function linkTopics(html: string, topics: { id: number; name: string }[]) {
  if (topics.length === 0) return html;
  const idOf = new Map(topics.map((topic) => [keyOf(topic.name), topic.id]));
  return mapPostText(html, (text) =>
    text.replace(topicTag, (whole, name: string) => {
      const id = idOf.get(keyOf(name));
      return id === undefined
        ? whole
        : `<a href="/qiyouCommunityV2/topicDetails?id=${id}" class="topic-tag" data-topic="${id}">${whole}</a>`;
    }),
  );
}
