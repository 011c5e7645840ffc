import { createOpenApiHttp } from 'openapi-msw';
import type { paths as LgwPaths } from '../../src/api/generated/lgw-paths';
import type { paths as WpsPaths } from '../../src/api/generated/wps-paths';

// Handlers are typed against the contract: a path, a body or a response that drifts from openapi/*.yaml fails
// the type check. '*' matches any origin, so the same handlers serve the browser, vitest and the HTTP server.
export const http = createOpenApiHttp<WpsPaths & LgwPaths>({ baseUrl: '*' });
