// Spectral function (given the document root): a protected operation must declare its 401 answer, because
// the client's whole logged-out-elsewhere handling keys on it. Root-level security counts as well.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export default function protectedDeclares401(doc) {
  const results = [];
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const security = op.security ?? doc.security ?? [];
      if (security.length > 0 && !op.responses?.['401'])
        results.push({
          message: `${op.operationId ?? `${method} ${path}`} requires a login but declares no 401 response.`,
          path: ['paths', path, method, 'responses'],
        });
    }
  }
  return results;
}
