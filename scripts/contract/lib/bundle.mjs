import { posix } from 'node:path';
import { parse } from 'yaml';

// A spec is a root file and the files its refs reach (openapi/wps.yaml: openapi/wps/*.yaml and common.yaml).
// The operation table of code generation, Prism, the drift checks and the breaking-change comparison each want
// one self-contained document, so this turns the tree into one: a ref to a path item (or to anything outside
// `components`) is replaced by its target, and a ref to `<file>#/components/<kind>/<name>` becomes
// `#/components/<kind>/<name>` with that file's components copied in. Component names are therefore one
// namespace across the files of a spec; two files defining one name differently is an error.
// Not @redocly/openapi-core's bundle: it renames clashing components (Foo-2) where we want an error, and it
// reads files from disk, while contract:breaking bundles the files as they were at a git ref.
// Plain JavaScript because scripts/gen.mjs runs it under node without tsx; read through a callback so that
// contract:breaking can bundle the files as they were at a git ref.

const COMPONENT = /^\/components\/([^/]+)\/([^/]+)$/;

/** `~1`-escaped and, where a tool wrote it that way, percent-encoded: both are legal in a ref's fragment. */
function pointerSegments(pointer) {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * @param {string} rootFile path under openapi/, e.g. `wps.yaml`
 * @param {(file: string) => string | undefined} read the text of a file under openapi/, undefined if absent
 * @returns {Record<string, unknown> | undefined} undefined when the root file is absent
 */
export function bundleSpec(rootFile, read) {
  const rootText = read(rootFile);
  if (rootText === undefined) return undefined;
  const parsed = new Map([[rootFile, parse(rootText)]]);
  const load = (file, from) => {
    if (!parsed.has(file)) {
      const text = read(file);
      if (text === undefined) throw new Error(`${from} refers to ${file}, which does not exist`);
      parsed.set(file, parse(text) ?? {});
    }
    return parsed.get(file);
  };

  const components = {};
  const definedIn = new Map(); // `${kind}/${name}` -> file
  const merged = new Set();
  const pending = []; // components copied in but whose own refs are not rewritten yet
  const duplicates = [];

  const mergeComponents = (file) => {
    if (merged.has(file)) return;
    merged.add(file);
    for (const [kind, entries] of Object.entries(load(file, file).components ?? {})) {
      for (const [name, value] of Object.entries(entries ?? {})) {
        const key = `${kind}/${name}`;
        if (definedIn.has(key)) {
          duplicates.push({ file, kind, name, value });
          continue;
        }
        definedIn.set(key, file);
        (components[kind] ??= {})[name] = value;
        pending.push({ file, kind, name });
      }
    }
  };

  const inlining = [];
  const rewrite = (node, file) => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const [target, pointer = ''] = node.$ref.split('#');
      const targetFile = target ? posix.normalize(posix.join(posix.dirname(file), target)) : file;
      if (targetFile.startsWith('../')) throw new Error(`${file}: ${node.$ref} points outside openapi/`);
      const component = COMPONENT.exec(pointer);
      if (component) {
        const [kind, name] = pointerSegments(pointer).slice(1);
        if (load(targetFile, file).components?.[kind]?.[name] === undefined)
          throw new Error(`${file}: ${node.$ref} does not exist`);
        mergeComponents(targetFile);
        const out = {};
        for (const [key, value] of Object.entries(node))
          out[key] = key === '$ref' ? `#/components/${kind}/${name}` : rewrite(value, file);
        return out;
      }
      if (Object.keys(node).length > 1)
        throw new Error(`${file}: ${node.$ref} has siblings and cannot be inlined`);
      const where = `${targetFile}#${pointer}`;
      if (inlining.includes(where)) throw new Error(`${file}: ${node.$ref} refers to itself`);
      const found = pointerSegments(pointer).reduce((at, key) => at?.[key], load(targetFile, file));
      if (found === undefined) throw new Error(`${file}: ${node.$ref} does not exist`);
      inlining.push(where);
      const out = rewrite(found, targetFile);
      inlining.pop();
      return out;
    }
    const out = {};
    for (const [key, value] of Object.entries(node)) out[key] = rewrite(value, file);
    return out;
  };

  const root = parsed.get(rootFile);
  mergeComponents(rootFile);
  const doc = {};
  for (const [key, value] of Object.entries(root))
    doc[key] = key === 'components' ? components : rewrite(value, rootFile);
  // Rewriting a component can reach a file not merged yet, and comparing a duplicate needs the first
  // definition rewritten: drain both until neither grows.
  while (pending.length || duplicates.length) {
    if (pending.length) {
      const { file, kind, name } = pending.shift();
      components[kind][name] = rewrite(components[kind][name], file);
      continue;
    }
    const { file, kind, name, value } = duplicates.shift();
    if (JSON.stringify(rewrite(value, file)) !== JSON.stringify(components[kind][name]))
      throw new Error(
        `${definedIn.get(`${kind}/${name}`)} and ${file} both define components.${kind}.${name}, differently`,
      );
  }
  if (Object.keys(components).length > 0) doc.components = components;
  return doc;
}
