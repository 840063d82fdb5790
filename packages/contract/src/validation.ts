import { type ZodType, z } from 'zod';
import { msg } from './messages';

/**
 * Turns the first zod issue of a failed parse into one Chinese sentence naming the field.
 * A message written into the schema (e.g. 请输入手机号) wins; otherwise the field's label
 * (its `.describe()`) is combined with a description of what is wrong. Parse with
 * `{ reportInput: true }` so a missing value (不能为空) is told apart from a wrong one.
 */
export function explainIssue(issue: z.core.$ZodIssue, root: ZodType): string {
  if (/[\u4e00-\u9fa5]/.test(issue.message)) return issue.message;
  const label = labelAt(root, issue.path) ?? (issue.path.length ? String(issue.path.at(-1)) : '');
  if (!label) return msg.badRequest;
  return `${label}${problemOf(issue)}`;
}

function problemOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'input' in issue && (issue.input === undefined || issue.input === null || issue.input === '')
        ? '不能为空'
        : '格式不正确';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '不能为空' : `至少${issue.minimum}个字符`;
      if (issue.origin === 'array') return `至少选择${issue.minimum}项`;
      return `不能小于${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `不能超过${issue.maximum}个字符`;
      if (issue.origin === 'array') return `最多选择${issue.maximum}项`;
      return `不能大于${issue.maximum}`;
    case 'invalid_value':
      return '取值无效';
    default:
      return '格式不正确';
  }
}

function labelAt(root: ZodType, path: PropertyKey[]): string | undefined {
  let node: ZodType | undefined = root;
  let label: string | undefined;
  for (const key of path) {
    node = unwrap(node);
    if (node instanceof z.ZodObject) node = node.shape[String(key)] as ZodType | undefined;
    else if (node instanceof z.ZodArray) node = node.element as ZodType;
    else return label;
    label = descriptionOf(node) ?? label;
  }
  return label;
}

/** The `.describe()` label of a field, also when it sits inside a wrapper or a pipe's input. */
function descriptionOf(node: ZodType | undefined): string | undefined {
  if (!node || node.description) return node?.description;
  if (node instanceof z.ZodPipe) return descriptionOf(node.in as ZodType);
  if (isWrapper(node)) return descriptionOf(node.unwrap() as ZodType);
  return undefined;
}

/** Optional, nullable, default… wrap one schema; an array's `unwrap()` gives its element instead. */
const isWrapper = (node: ZodType): node is ZodType & { unwrap(): unknown } =>
  !(node instanceof z.ZodArray) && 'unwrap' in node && typeof node.unwrap === 'function';

function unwrap(node: ZodType | undefined): ZodType | undefined {
  let current = node;
  while (current && isWrapper(current)) {
    current = current.unwrap() as ZodType;
  }
  if (current instanceof z.ZodPipe) return unwrap(current.out as ZodType);
  return current;
}

/** PostgreSQL text cannot hold a NUL character: such input is refused here instead of failing the insert. */
const storableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes('\u0000'), `${label}包含无效字符`);

/** The years a date field accepts: from China's first futures exchanges to well past any listed contract. */
export const dateYears = { first: 1990, last: 2099 };

/** PostgreSQL's integer: the largest id a serial column holds. */
export const INTEGER_MAX = 2_147_483_647;

const intField = (label: string) =>
  z.coerce
    .number({ error: `${label}格式不正确` })
    .int(`${label}必须是整数`)
    .describe(label);

/** Yuan as typed in the console: up to 999999.99, two decimals at most (parseCents reads it exactly). */
export const YUAN_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** Form-urlencoded bodies carry strings: these accept both the string and the JSON form. */
export const field = {
  int: intField,
  /** A row's id: a positive integer within the database's integer column (past it PostgreSQL, not we, would refuse). */
  id: (label: string) =>
    intField(label).min(1, `${label}格式不正确`).max(INTEGER_MAX, `${label}格式不正确`).describe(label),
  text: (label: string, max = 255) => storableText(label, max).describe(label),
  optionalText: (label: string, max = 255) => storableText(label, max).optional().describe(label),
  /**
   * A calendar date YYYY-MM-DD that exists, in the years the market calendar answers for: a bound
   * year range also bounds what any date-taking call can make the server compute and keep.
   */
  date: (label: string) =>
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确，应为YYYY-MM-DD`)
      // Date.parse takes 2026-02-30 for 2 March: only a date that reads back the same is one.
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      }, `${label}不是有效日期`)
      .refine((value) => value >= `${dateYears.first}` && value < `${dateYears.last + 1}`, {
        message: `${label}须在${dateYears.first}年至${dateYears.last}年之间`,
      })
      .describe(label),
  /** An amount in yuan as a string, refused with examples of what is meant ("10、9.90"). */
  yuan: (label: string, examples: string) =>
    z.string().trim().regex(YUAN_PATTERN, `${label}格式不正确（如 ${examples}）`).describe(label),
  flag: (label: string) =>
    z
      .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])])
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
      .describe(label),
};

/** A paged list's fields: the page (from 1) and its size. */
export const pagingFields = {
  page: field.int('页码').min(1).max(10_000).default(1),
  limit: field.int('每页条数').min(1).max(50).default(10),
};

/** A record's keys as the tuple `z.enum` takes: the choices of a field whose names the record gives. */
export const keysOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as [K, ...K[]];

/** A call that takes no body: anything sent is ignored. */
export const noBody = z.object({}).passthrough();
