import { APIS, loadBundled, type JsonObject, type OpenApiDoc, type SpecSource } from './spec';

// Prism takes one spec per process, so both APIs become one document. The contract already describes
// encrypted calls as they travel (text/plain ciphertext and the Encryption header), which is what Prism sees.

function renameRefs(node: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, renames));
  if (node && typeof node === 'object') {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string'
          ? (renames.get(value) ?? value)
          : renameRefs(value, renames);
    }
    return out;
  }
  return node;
}

/** Merges the APIs into one document; a component name both define differently is prefixed with its API. */
export function combine(docs: { api: string; doc: OpenApiDoc }[]): OpenApiDoc {
  const [first] = docs;
  const combined: OpenApiDoc = {
    openapi: first.doc.openapi,
    info: {
      title: docs.map((d) => d.api).join(' + '),
      version: docs.map((d) => `${d.api} ${d.doc.info.version}`).join(', '),
    },
    servers: [{ url: '/' }],
    tags: [],
    paths: {},
    components: {},
  };
  for (const { api, doc: original } of docs) {
    const renames = new Map<string, string>();
    for (const [kind, entries] of Object.entries(original.components ?? {})) {
      const target = (combined.components![kind] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        const taken = name in target && JSON.stringify(target[name]) !== JSON.stringify(value);
        // Two bearerAuth schemes that differ only in wording are the same scheme.
        if (taken && kind !== 'securitySchemes')
          renames.set(`#/components/${kind}/${name}`, `#/components/${kind}/${api}_${name}`);
      }
    }
    const doc = renameRefs(original, renames) as OpenApiDoc;
    for (const [kind, entries] of Object.entries(doc.components ?? {})) {
      const target = combined.components![kind];
      for (const [name, value] of Object.entries(entries)) {
        const renamed = renames.get(`#/components/${kind}/${name}`);
        const key = renamed ? renamed.split('/').pop()! : name;
        if (!(key in target)) target[key] = value;
      }
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      if (path in combined.paths) throw new Error(`Both specs define ${path}`);
      combined.paths[path] = item;
    }
    combined.tags!.push(...(doc.tags ?? []).filter((t) => !combined.tags!.some((c) => c.name === t.name)));
  }
  return combined;
}

/** Both APIs as one self-contained document. */
export function proxySpec(source?: SpecSource): OpenApiDoc {
  const docs = APIS.map((api) => {
    const doc = loadBundled(api, source);
    if (!doc) throw new Error(`openapi/${api}.yaml is missing`);
    return { api, doc };
  });
  return combine(docs);
}
