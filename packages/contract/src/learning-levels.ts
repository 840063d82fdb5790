/**
 * Course levels and their names, without schemas: a page that only shows a level's name (a course
 * card on the home page) then loads no zod (web budgets, docs/decisions.md "Web quality").
 */
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const courseLevelNames: Record<CourseLevel, string> = {
  beginner: '入门',
  intermediate: '进阶',
  advanced: '高级',
};
