import { parseAst } from 'rolldown/parseAst';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { callsWithoutSchemas } from './calls-without-schemas';

const contractSource = `import { z } from 'zod';
import { defineCall } from './call';
const Body = z.object({ name: z.string().min(1, '请输入名称') });
export const demo = defineCall({ path: '/api/demo', access: 'user', request: Body, data: z.object({ ok: z.boolean() }) });
export const fields = { name: z.string().describe('名称') };
export const names = ['螺纹', '铁矿'];
export const label = (name) => name + '行情';
`;

function transform(code: string, id = '/repo/packages/contract/src/demo.ts') {
  const plugin = callsWithoutSchemas();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call(
    { parse: (source: string) => parseAst(source) } as unknown as Rollup.TransformPluginContext,
    code,
    id,
  );
}

/** Runs a transformed module with stand-ins for zod and defineCall, counting the schema builders called. */
function evaluate(code: string) {
  const built: string[] = [];
  const schema = new Proxy(() => schema, {
    get: (_target, key) =>
      key === 'then' ? undefined : (...args: unknown[]) => (built.push(String(key)), args, schema),
  });
  const body = code.replace(/^import .*$/gm, '').replace(/export const (\w+)/g, 'const $1 = exports.$1');
  const exports: Record<string, unknown> = {};
  new Function('z', 'defineCall', 'exports', body)(schema, (call: unknown) => call, exports);
  return { exports, built };
}

describe('the browser build of the contract', () => {
  it('keeps each call’s path and access and drops its schemas', () => {
    const result = transform(contractSource);
    expect(result?.code).not.toMatch(/request:|data:/);
    const { exports } = evaluate(result!.code);
    expect(exports.demo).toEqual({ path: '/api/demo', access: 'user' });
  });

  it('drops the schemas of the console’s calls too, keeping their permission', () => {
    const source = `import { z } from 'zod';
import { defineAdminCall } from './admin';
export const ban = defineAdminCall({ path: '/api/admin/users/ban', access: 'user', permission: { resource: 'users', action: 'edit' }, request: z.object({ id: z.number() }), data: z.null() });
`;
    const code = transform(source)!.code;
    expect(code).not.toMatch(/request:|data:|z\.object/);
    expect(code).toContain("permission: { resource: 'users', action: 'edit' }");
  });

  it('keeps every other value as it was, built when the module runs', () => {
    const { exports, built } = evaluate(transform(contractSource)!.code);
    expect(exports.names).toEqual(['螺纹', '铁矿']);
    expect((exports.label as (name: string) => string)('螺纹')).toBe('螺纹行情');
    expect(exports.fields).toHaveProperty('name');
    expect(built).toContain('describe');
  });

  it('marks each value that runs code as pure, so that an unused schema can be left out', () => {
    const code = transform(contractSource)!.code;
    expect(code).toContain(
      "const Body = /* @__PURE__ */ (() => (z.object({ name: z.string().min(1, '请输入名称') })))()",
    );
    expect(code).toContain("export const names = ['螺纹', '铁矿'];");
  });

  it('leaves modules outside the contract alone', () => {
    expect(transform(contractSource, '/repo/apps/web/src/demo.ts')).toBeNull();
  });
});
