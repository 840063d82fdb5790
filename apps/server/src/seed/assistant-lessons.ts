import { marketReadingLessons } from './assistant-lessons-reading';
import { tradingRuleLessons } from './assistant-lessons-rules';

// The assistant's lessons for a fresh install, in two files by subject (assistant-content.ts has the
// rest of its texts).

export interface DemoLesson {
  title: string;
  keywords: string[];
  body: string;
  link: string | null;
  sort: number;
}

/**
 * Lessons for concept questions, found by their keywords (words a question would contain). Keywords
 * avoid bare product codes and words every question holds (期货, 价格), so a market question about a
 * product does not draw a lesson by accident. The most keywords hit wins, then the lower sort: the
 * beginners' lesson comes first so 期货和现货的区别 draws it ahead of 基差 (which holds 现货).
 */
export const demoLessons: DemoLesson[] = [...tradingRuleLessons, ...marketReadingLessons].sort(
  (a, b) => a.sort - b.sort,
);
