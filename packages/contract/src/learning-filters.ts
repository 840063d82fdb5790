/**
 * The course list's filters and their names, without schemas: a page that only shows or reads them
 * (a course card on the home page, the list's address) then loads no zod (web budgets,
 * docs/decisions.md "Web quality"). The contract's schemas (learning.ts) are built from these lists.
 */
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const courseLevelNames: Record<CourseLevel, string> = {
  beginner: '入门',
  intermediate: '进阶',
  advanced: '高级',
};

/** The list's price filter: free courses, paid ones, or those free to members. */
export const coursePriceFilters = ['free', 'paid', 'vip'] as const;
export type CoursePriceFilter = (typeof coursePriceFilters)[number];

export const courseSorts = ['newest', 'popular', 'rating'] as const;
export type CourseSort = (typeof courseSorts)[number];

/** `value` when it is one of `values` (an address's filter), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);
