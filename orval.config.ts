import { defineConfig } from 'orval';
import { plaintextView } from './scripts/contract/lib/plaintext.mjs';
import { zodView } from './scripts/contract/lib/zod-view.mjs';

// One react-query client and one zod module per API. Every generated hook calls the pipeline's apiRequest
// as its mutator, so headers, encryption, session and error handling run exactly once per call
// (src/api/http.ts). The hooks and schemas are typed with an encrypted call's plaintext body, which the
// pipeline encrypts, not with the ciphertext the contract describes (scripts/contract/lib/plaintext.mjs).
const api = (name: 'wps' | 'lgw') => ({
  [name]: {
    input: { target: `./openapi/${name}.yaml`, override: { transformer: plaintextView } },
    output: {
      mode: 'tags-split' as const,
      target: `./src/api/generated/${name}`,
      client: 'react-query' as const,
      clean: false,
      override: {
        mutator: { path: './src/api/http.ts', name: 'apiRequest' },
        query: { useQuery: true, useMutation: true, signal: true },
      },
    },
  },
  // The zod schemas also refuse fractions where the contract says integer (scripts/contract/lib/zod-view.mjs).
  // The hooks' target has already validated the same file in this run (an invalid spec there warns once, not
  // twice): each validation is a quarter of a second on the path of a cold `npm start`.
  [`${name}Zod`]: {
    input: {
      target: `./openapi/${name}.yaml`,
      override: { transformer: zodView },
      parserOptions: { validate: false },
    },
    output: {
      mode: 'tags-split' as const,
      target: `./src/api/generated/${name}-zod`,
      client: 'zod' as const,
      fileExtension: '.zod.ts',
      clean: false,
      // Query strings arrive as text: the fake backend and the drift checks parse them with these schemas.
      override: { zod: { coerce: { query: true, param: true, header: true } } },
    },
  },
});

export default defineConfig({ ...api('wps'), ...api('lgw') });
