import type { SearchKind } from '@vce/contract/search';

/** What each kind of hit is called on the page. */
export const kindNames: Record<SearchKind, string> = {
  product: '品种',
  course: '课程',
  lesson: '课时',
  post: '帖子',
  topic: '话题',
  report: '研报',
  strategy: '策略',
  indicator: '指标',
  member: '期友',
};
