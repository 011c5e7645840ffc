// The heavy or rarely needed code must load only when used (never with the first page): firebase, the phone
// number metadata, the encryption code, the customer-service addresses' decryption, the HTML sanitizer, the
// KYC upload, the number tools (hot and cold numbers' chart and table), the Filipino and Chinese strings and the
// contract's whole operation table (the first page carries only its own calls' rows). Fails
// naming any of them found in the first page's chunks, or missing from the build altogether (a renamed module
// would otherwise pass silently).
import { initialKeys, readManifest, staticClosure } from './chunks.mjs';

const LAZY = [
  ['firebase', /^node_modules\/(@firebase|firebase)\//],
  ['phone metadata (libphonenumber-js)', /^node_modules\/libphonenumber-js\//],
  ['encryption', /^src\/api\/encryption\.ts$/],
  ['customer-service decryption', /^src\/lib\/service-link\.ts$/],
  ['HTML sanitizer (dompurify)', /^node_modules\/dompurify\//],
  [
    'field data (web-vitals and the collector)',
    /^(node_modules\/web-vitals\/|src\/app\/telemetry\/start\.ts$)/,
  ],
  ['KYC upload', /^src\/features\/verification\/kyc-upload[^/]*\.tsx?$/],
  ['number tools (check my numbers, hot and cold numbers)', /^src\/app\/number-tools\.ts$/],
  ['Filipino strings', /^src\/i18n\/strings\/fil\.ts$/],
  ['Chinese strings', /^src\/i18n\/strings\/zh\.ts$/],
  ["the whole operation table (the member areas' rows)", /^src\/api\/generated\/operations\.ts$/],
];

const manifest = readManifest();
const initial = initialKeys(manifest);
// A module bundled into one of the first page's chunks has no key of its own: look at chunk sources too.
const initialSources = new Set(
  [...initial].flatMap((key) => [key, ...[...staticClosure(manifest, key)].map((k) => manifest[k].src ?? k)]),
);
const keys = Object.keys(manifest);
let failed = false;
for (const [name, pattern] of LAZY) {
  const modules = keys.filter((key) => pattern.test(key));
  if (modules.length === 0) {
    console.error(`check-lazy: ${name}: no chunk of its own in the build (inlined into another chunk?)`);
    failed = true;
    continue;
  }
  const eager = modules.filter((key) => initial.has(key) || initialSources.has(key));
  if (eager.length > 0) {
    console.error(`check-lazy: ${name} is in the first page's JavaScript: ${eager.join(', ')}`);
    failed = true;
  } else console.info(`check-lazy: ${name} loads on demand (${modules.length} chunk(s))`);
}
process.exit(failed ? 1 : 0);
