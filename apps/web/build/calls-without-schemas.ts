import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const contractModule = /\/packages\/contract\/src\/[^/]+\.ts$/;
const schemaKeys = new Set(['request', 'data']);
/** What defines a call in the contract: the site's calls, and the console's (which add their permission). */
const callDefiners = new Set(['defineCall', 'defineAdminCall']);

/** Whether evaluating an expression calls anything (a function's body does not run when defined). */
function callsSomething(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(callsSomething);
  const { type } = node as Node;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  if (type === 'CallExpression' || type === 'NewExpression') return true;
  return Object.entries(node).some(([key, value]) => key !== 'type' && callsSomething(value));
}

/** Every `defineCall({ … })` (or `defineAdminCall`) object literal in a module. */
function* callObjects(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* callObjects(child);
    return;
  }
  const candidate = node as Node;
  const callee = candidate.callee as Node | undefined;
  const [firstArgument] = (candidate.arguments as Node[] | undefined) ?? [];
  if (
    candidate.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    callDefiners.has(callee.name as string) &&
    firstArgument?.type === 'ObjectExpression'
  ) {
    yield firstArgument;
  }
  for (const [key, value] of Object.entries(candidate)) if (key !== 'type') yield* callObjects(value);
}

/** The initialisers of a module's top-level `const`s (exported or not) that run code. */
function* evaluatedTopLevelInits(program: Node): Generator<Node> {
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && callsSomething(init)) yield init;
    }
  }
}

/**
 * The browser's API client reads a call's path only; the server validates bodies and answers with
 * its zod schemas. In the browser's build of the contract, each call drops its `request` and `data`,
 * and each top-level value is built inside a pure-annotated function, so the bundler leaves out
 * every schema no browser code uses and, on pages that validate nothing themselves, zod (about
 * 22 KiB compressed of the first load). Values still run in their order when used; types are
 * unchanged (the type-checker reads the source).
 */
export function callsWithoutSchemas(): Plugin {
  return {
    name: 'vce:calls-without-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!contractModule.test(id)) return null;
      const program = this.parse(code) as unknown as Node;
      const edits: Array<{ start: number; end: number; text: string }> = [];
      for (const object of callObjects(program)) {
        for (const property of object.properties as Node[]) {
          const key = property.key as Node | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && schemaKeys.has(key.name as string)) {
            const end = code[property.end] === ',' ? property.end + 1 : property.end;
            edits.push({ start: property.start, end, text: '' });
          }
        }
      }
      for (const init of evaluatedTopLevelInits(program)) {
        edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
        edits.push({ start: init.end, end: init.end, text: '))()' });
      }
      let result = code;
      // From the end, so that earlier offsets stay valid; an insertion at a removal's end goes first.
      edits.sort((a, b) => b.start - a.start || b.end - a.end);
      for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      return { code: result, map: null };
    },
  };
}
