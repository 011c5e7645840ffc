import { dirname, relative, resolve, sep } from 'node:path';

// A small ESLint rule for the project's rooms (docs: shared architecture guide): an import whose resolved file
// lies in a forbidden folder for the importing file is reported. Relative paths and the `@/` and `@mock/`
// aliases are resolved; packages are ignored. Zones: { target, from, except?, allowDynamic?, message }.

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
const aliases = { '@/': resolve(root, 'src'), '@mock/': resolve(root, 'mock') };

const inside = (file, folder) => {
  const rel = relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel));
};

function resolveSource(file, source) {
  if (source.startsWith('.')) return resolve(dirname(file), source);
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (source.startsWith(prefix)) return resolve(folder, source.slice(prefix.length));
  }
  return null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const file = context.filename;
    const zones = (context.options[0]?.zones ?? []).map((z) => ({
      ...z,
      target: resolve(root, z.target),
      from: resolve(root, z.from),
      except: (z.except ?? []).map((e) => resolve(root, z.from, e)),
    }));
    const active = zones.filter((z) => inside(file, z.target));
    if (active.length === 0) return {};
    const check = (node, dynamic) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source) return;
      const target = resolveSource(file, source);
      if (!target) return;
      for (const zone of active) {
        if (!inside(target, zone.from) || zone.except.some((e) => inside(target, e))) continue;
        if (dynamic && zone.allowDynamic?.some((f) => resolve(root, f) === file)) continue;
        context.report({ node, message: `${source}: ${zone.message}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, false),
      ImportExpression: (node) => check(node.source, true),
    };
  },
};

export default { rules: { boundaries } };
