import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { msg } from './messages';
import { explainIssue, field, noBody } from './validation';

/** The message a client would see for this input. */
function messageFor(schema: ZodType, input: unknown): string {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) throw new Error('input was accepted');
  const issue = parsed.error.issues[0];
  if (!issue) throw new Error('no issue');
  return explainIssue(issue, schema);
}

describe('explainIssue', () => {
  it('uses a Chinese message written into the schema as is', () => {
    const schema = z.object({ mobile: z.string().min(11, msg.phoneInvalid).describe('手机号') });
    expect(messageFor(schema, { mobile: '139' })).toBe('请检查手机号是否正确');
  });

  it('combines the field label with what is wrong', () => {
    const schema = z.object({ nickname: z.string().min(2).max(6).describe('昵称') });
    expect(messageFor(schema, {})).toBe('昵称不能为空');
    expect(messageFor(schema, { nickname: 12 })).toBe('昵称格式不正确');
    expect(messageFor(schema, { nickname: 'a' })).toBe('昵称至少2个字符');
    expect(messageFor(schema, { nickname: '一二三四五六七' })).toBe('昵称不能超过6个字符');
  });

  it('describes numbers, lists and choices', () => {
    const schema = z.object({
      page: z.number().min(1).max(50).describe('页码'),
      symbols: z.array(z.string()).min(1).max(6).describe('关注品种'),
      gender: z.enum(['0', '1', '2']).describe('性别'),
    });
    const valid = { page: 1, symbols: ['rb'], gender: '1' };
    expect(messageFor(schema, { ...valid, page: 0 })).toBe('页码不能小于1');
    expect(messageFor(schema, { ...valid, page: 51 })).toBe('页码不能大于50');
    expect(messageFor(schema, { ...valid, symbols: [] })).toBe('关注品种至少选择1项');
    expect(messageFor(schema, { ...valid, symbols: Array(7).fill('rb') })).toBe('关注品种最多选择6项');
    expect(messageFor(schema, { ...valid, gender: '9' })).toBe('性别取值无效');
  });

  it('names the innermost labelled field of a nested path', () => {
    const schema = z.object({
      profile: z.object({ city: z.string().describe('城市'), zip: z.string() }).describe('资料'),
      symbols: z.array(z.string().describe('品种代码')).describe('关注品种'),
    });
    const valid = { profile: { city: '上海', zip: '200000' }, symbols: [] };
    expect(messageFor(schema, { ...valid, profile: { city: 5, zip: '1' } })).toBe('城市格式不正确');
    expect(messageFor(schema, { ...valid, profile: { city: '上海', zip: 1 } })).toBe('资料格式不正确');
    expect(messageFor(schema, { ...valid, symbols: ['rb', 3] })).toBe('品种代码格式不正确');
  });

  it('finds the label through optional fields and pipes', () => {
    const schema = z.object({
      type: field.int('任务类型').pipe(z.number().min(1).max(1000)),
      note: z.string().max(3).describe('备注').optional(),
    });
    expect(messageFor(schema, { type: 5000 })).toBe('任务类型不能大于1000');
    expect(messageFor(schema, { type: 0 })).toBe('任务类型不能小于1');
    expect(messageFor(schema, { type: 1, note: 'abcd' })).toBe('备注不能超过3个字符');
  });

  it('says the format is wrong when the parse did not report the input', () => {
    const schema = z.object({ nickname: z.string().describe('昵称') });
    const issue = schema.safeParse({}).error?.issues[0];
    expect(issue && explainIssue(issue, schema)).toBe('昵称格式不正确');
  });

  it('falls back to the field name, then to a generic message', () => {
    expect(messageFor(z.object({ foo: z.string() }), { foo: 1 })).toBe('foo格式不正确');
    expect(messageFor(z.object({}), [])).toBe(msg.badRequest);
  });
});

describe('field helpers', () => {
  it('read integers from form strings and JSON numbers', () => {
    const type = field.int('统计类型');
    expect(type.parse('24')).toBe(24);
    expect(type.parse(24)).toBe(24);
    expect(messageFor(z.object({ type }), { type: 'abc' })).toBe('统计类型格式不正确');
    expect(messageFor(z.object({ type }), { type: '1.5' })).toBe('统计类型必须是整数');
  });

  it('read flags written as booleans, numbers or strings', () => {
    const flag = field.flag('注册标记');
    for (const yes of [true, 1, '1', 'true']) expect(flag.parse(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false', '']) expect(flag.parse(no)).toBe(false);
    expect(messageFor(z.object({ flag }), { flag: 'yes' })).toContain('注册标记');
  });

  it('trim text and limit its length', () => {
    const schema = z.object({ name: field.text('名称', 4), note: field.optionalText('备注', 4) });
    expect(schema.parse({ name: '  abc  ' })).toEqual({ name: 'abc' });
    expect(messageFor(schema, { name: 'abcde' })).toBe('名称不能超过4个字符');
    expect(messageFor(schema, { name: 'a', note: 'abcde' })).toBe('备注不能超过4个字符');
  });

  it('refuse text with a NUL character, which PostgreSQL cannot store', () => {
    const schema = z.object({ path: field.optionalText('页面路径') });
    expect(messageFor(schema, { path: '/a\u0000b' })).toBe('页面路径包含无效字符');
  });

  it('let a call without a body take any object', () => {
    expect(noBody.parse({ anything: 1 })).toEqual({ anything: 1 });
    expect(noBody.safeParse('text').success).toBe(false);
  });
});
