import { describe, expect, it } from 'vitest';
import { bundleSpec } from './lib/bundle.mjs';
import { loadBundled } from './lib/spec';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a parsed document
const from = (files: Record<string, string>) => (file: string) => files[file];
// Loaded before the tests, as tools.test.ts does: the first parse of the real specs is slow on a busy machine.
const real = [loadBundled('wps'), loadBundled('lgw')];

const tree = {
  'api.yaml': `
openapi: 3.0.3
info: { title: api, version: 1.0.0 }
paths:
  /a/{id}:
    $ref: './api/a.yaml#/paths/~1a~1%7Bid%7D'
  /b:
    $ref: './api/b.yaml#/paths/~1b'
components:
  securitySchemes:
    bearerAuth: { type: http, scheme: bearer }
`,
  'api/a.yaml': `
paths:
  /a/{id}:
    get:
      responses:
        '200': { content: { application/json: { schema: { $ref: '#/components/schemas/A' } } } }
        default: { $ref: '../common.yaml#/components/responses/Error' }
components:
  schemas:
    A: { type: object, properties: { b: { $ref: './b.yaml#/components/schemas/B' } } }
`,
  'api/b.yaml': `
paths:
  /b:
    get:
      responses:
        '200': { content: { application/json: { schema: { $ref: '#/components/schemas/B' } } } }
components:
  schemas:
    B: { type: string }
`,
  'common.yaml': `
components:
  schemas:
    Envelope: { type: object }
  responses:
    Error: { content: { application/json: { schema: { $ref: '#/components/schemas/Envelope' } } } }
`,
};

describe('bundleSpec', () => {
  it('inlines path items and gathers every file’s components under local refs', () => {
    const doc = bundleSpec('api.yaml', from(tree)) as Loose;
    expect(Object.keys(doc.paths)).toEqual(['/a/{id}', '/b']);
    const a = doc.paths['/a/{id}'].get.responses;
    expect(a['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/A' });
    expect(a.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(doc.components.schemas).toEqual({
      A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
      Envelope: { type: 'object' },
      B: { type: 'string' },
    });
    expect(Object.keys(doc.components)).toEqual(['securitySchemes', 'schemas', 'responses']);
  });

  it('rejects a name two files define differently, a missing file and a missing target', () => {
    const clash = { ...tree, 'api/b.yaml': tree['api/b.yaml'] + '    Envelope: { type: string }\n' };
    expect(() => bundleSpec('api.yaml', from(clash))).toThrow(
      'common.yaml and api/b.yaml both define components.schemas.Envelope, differently',
    );
    const same = { ...tree, 'api/b.yaml': tree['api/b.yaml'] + '    Envelope: { type: object }\n' };
    expect(() => bundleSpec('api.yaml', from(same))).not.toThrow();
    const { 'api/b.yaml': _, ...missing } = tree;
    expect(() => bundleSpec('api.yaml', from(missing))).toThrow('refers to api/b.yaml, which does not exist');
    const broken = { ...tree, 'api.yaml': tree['api.yaml'].replace('~1b', '~1c') };
    expect(() => bundleSpec('api.yaml', from(broken))).toThrow(
      'api.yaml: ./api/b.yaml#/paths/~1c does not exist',
    );
    expect(bundleSpec('none.yaml', from(tree))).toBeUndefined();
  });

  it('leaves no ref to another file in the real specs', () => {
    for (const doc of real) {
      expect(Object.keys(doc?.paths ?? {}).length).toBeGreaterThan(0);
      expect(JSON.stringify(doc)).not.toMatch(/\.yaml#/);
    }
  });
});
