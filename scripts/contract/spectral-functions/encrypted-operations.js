// Spectral function (given the document root): exactly the operations in `operations` ("METHOD /path",
// the product spec's list of encrypted calls) carry `x-encrypted: true`. The app encrypts whatever is marked,
// so a missing mark sends a password in plain text and an extra one sends ciphertext the server cannot read.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export default function encryptedOperations(doc, options) {
  const wanted = new Set(options?.operations ?? []);
  const prefix = options?.pathPrefix ?? '/';
  const results = [];
  const seen = new Set();
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const marked = op['x-encrypted'] === true;
      if (wanted.has(key)) seen.add(key);
      if (wanted.has(key) && !marked)
        results.push({
          message: `${key} is an encrypted call: mark it x-encrypted: true.`,
          path: ['paths', path, method],
        });
      if (!wanted.has(key) && op['x-encrypted'] !== undefined && op['x-encrypted'] !== false)
        results.push({
          message: `${key} is marked x-encrypted but is not in the encrypted list of .spectral.yaml.`,
          path: ['paths', path, method, 'x-encrypted'],
        });
    }
  }
  // Only the spec that serves the prefix (wps.yaml for /wps/) must contain the listed calls.
  const servesPrefix = Object.keys(doc?.paths ?? {}).some((path) => path.startsWith(prefix));
  for (const key of wanted) {
    if (servesPrefix && !seen.has(key))
      results.push({ message: `The encrypted call ${key} is missing from this spec.`, path: ['paths'] });
  }
  return results;
}
