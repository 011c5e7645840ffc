import { defineConfig } from 'orval';

// One react-query client and one zod module per API. Every generated hook calls the pipeline's apiRequest
// as its mutator, so headers, encryption, session and error handling run exactly once per call
// (src/api/http.ts).
const api = (name: 'wps' | 'lgw') => ({
  [name]: {
    input: `./openapi/${name}.yaml`,
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
  [`${name}Zod`]: {
    input: `./openapi/${name}.yaml`,
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
