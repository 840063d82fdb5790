// The seams between product areas (docs/architecture.md "Doors and events"), as lint rules that
// resolve each relative import to the file it names, so they hold at any folder depth.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const schemaDir = path.join(root, 'apps/server/src/db/schema');
const featuresDir = path.join(root, 'apps/web/src/features');

/** The first folder under `dir` that `file` sits in, or null when it is not inside one. */
function areaUnder(dir, file) {
  const relative = path.relative(dir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null;
}

/** The area a schema file belongs to: its name up to the first dash (`commerce-wallet` → commerce). */
const schemaArea = (file) => path.basename(file).replace(/\.ts$/, '').split('-')[0];

/** Files another area may import: its service functions, and what it exports for others to read. */
const isDoor = (file) => /(^|-)(service|reads)(\.ts)?$/.test(path.basename(file).replace(/\.tsx?$/, ''));
const isStore = (file) => /(^|-)store$/.test(path.basename(file).replace(/\.tsx?$/, ''));
const isRouteFile = (file) => /(^|-)routes\.ts$/.test(path.basename(file));

function resolvedImport(context, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), source);
}

/**
 * Runs `check(node, source)` on every import and export-from of a file that brings code: a type-only
 * import (a row's or an object's shape) crosses no seam.
 */
const eachImport = (check) => ({
  ImportDeclaration: (node) => node.importKind !== 'type' && check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
});

/**
 * A server module reaches another area through its doors only: never its store, never another of
 * its files, never its tables (schema files are the area's own; another area's rows are read
 * through its `*-reads.ts`).
 */
const serverDoors = {
  meta: {
    type: 'problem',
    messages: {
      store:
        "{{target}} is the {{area}} area's store: call its service functions (*-service.ts) or subscribe to its domain events.",
      door: '{{target}} is inside the {{area}} area: another area enters through its services (*-service.ts) or what it exports for reading (*-reads.ts), or hears its domain events.',
      schema:
        "{{target}} holds the {{area}} area's tables: read its rows through what it exports for reading (modules/{{area}}/*-reads.ts), write them through its services.",
    },
  },
  create(context) {
    const own = areaUnder(modulesDir, context.filename);
    if (!own) return {};
    return eachImport((node, source) => {
      const target = resolvedImport(context, source);
      if (!target) return;
      const targetArea = areaUnder(modulesDir, target);
      const shown = path.relative(root, target);
      if (targetArea && targetArea !== own) {
        if (isStore(target)) context.report({ node, messageId: 'store', data: { target: shown, area: targetArea } });
        else if (!isDoor(target))
          context.report({ node, messageId: 'door', data: { target: shown, area: targetArea } });
        return;
      }
      if (path.dirname(target) !== schemaDir) return;
      const area = schemaArea(target);
      if (area === own) return;
      context.report({ node, messageId: 'schema', data: { target: shown, area } });
    });
  },
};

/** A route file parses, calls a service and answers: no query builder and no tables in it. */
const noSqlInRoutes = {
  meta: {
    type: 'problem',
    messages: {
      sql: 'A route file parses, calls a service and answers: {{source}} belongs in the area’s store (queries) or service (rules).',
    },
  },
  create(context) {
    if (!isRouteFile(context.filename) || !areaUnder(modulesDir, context.filename)) return {};
    return eachImport((node, source) => {
      const target = resolvedImport(context, source);
      const isSql = source === 'drizzle-orm' || source.startsWith('drizzle-orm/');
      if (isSql || (target && path.dirname(target) === schemaDir))
        context.report({ node, messageId: 'sql', data: { source } });
    });
  },
};

/** A web feature never imports another feature, at any depth: shared code moves to shared/. */
const featureBoundary = {
  meta: {
    type: 'problem',
    messages: {
      feature:
        'A feature never imports another feature ({{area}}): move what both need to shared/, or compose them in app/.',
    },
  },
  create(context) {
    const own = areaUnder(featuresDir, context.filename);
    if (!own) return {};
    return eachImport((node, source) => {
      const target = resolvedImport(context, source);
      const area = target && areaUnder(featuresDir, target);
      if (area && area !== own) context.report({ node, messageId: 'feature', data: { area } });
    });
  },
};

export const areaBoundaries = {
  rules: { 'server-doors': serverDoors, 'no-sql-in-routes': noSqlInRoutes, 'feature-boundary': featureBoundary },
};
