import type { SearchKind } from '@vce/contract/search';
import type { Db } from '../../platform/db';
import { listIndicatorsForSearch } from '../commerce/indicators/search-reads';
import { listPostsForSearch, listTopicsForSearch } from '../community/search-reads';
import {
  listCoursesForSearch,
  listLessonsForSearch,
  listReportsForSearch,
  listStrategyNotesForSearch,
} from '../learning/search-reads';

/** A findable thing as its area hands it to the index: `body` may be HTML (its text is indexed). */
export interface SourceDocument {
  refId: number;
  title: string;
  body: string;
  link: string;
  publishedAt: Date;
}

export type DocumentKind = Exclude<SearchKind, 'product' | 'member'>;

/** Where each kind of document comes from: all of them, or those of `ids` (an event's). */
export const documentSources: Record<DocumentKind, (db: Db, ids?: number[]) => Promise<SourceDocument[]>> = {
  post: listPostsForSearch,
  topic: listTopicsForSearch,
  course: listCoursesForSearch,
  lesson: listLessonsForSearch,
  report: listReportsForSearch,
  strategy: listStrategyNotesForSearch,
  indicator: listIndicatorsForSearch,
};
