import { createOpenApiHttp, type HttpMethod, type OpenApiHttpRequestHandler } from 'openapi-msw';
import { operations } from '../../src/api/generated/operations';
import type { paths as LgwPaths } from '../../src/api/generated/lgw-paths';
import type { paths as WpsPaths } from '../../src/api/generated/wps-paths';
import { tokenOf } from '../lib/auth';

// Handlers are typed against the contract: a path, a body or a response that drifts from openapi/*.yaml fails
// the type check. '*' matches any origin, so the same handlers serve the browser, vitest and the HTTP server.
//
// Every answer that belongs to a session is marked `Cache-Control: no-store`, as docs/security.md asks of the
// real backend: a protected call (refusals too), any call that carries a token, and every call that is not a
// GET (a login's or a register's answer carries a new token). Nothing the next person on a shared phone could
// read is then kept by the browser's HTTP cache or a proxy. Done here, once, so no handler can forget it.

type Spec = WpsPaths & LgwPaths;
const typed = createOpenApiHttp<Spec>({ baseUrl: '*' });

function isPrivate(method: string, path: string, request: Request): boolean {
  if (method !== 'GET' || tokenOf(request)) return true;
  return operations.some((op) => op.method === method && op.path === path && op.protected);
}

function markPrivate(answer: unknown): void {
  // An HttpResponse.error() (the network-failure scenario) has no headers to set.
  if (answer instanceof Response && answer.type !== 'error') answer.headers.set('Cache-Control', 'no-store');
}

function privateWhenSession<M extends HttpMethod>(
  method: M,
  factory: OpenApiHttpRequestHandler<Spec, M>,
): OpenApiHttpRequestHandler<Spec, M> {
  return (path, resolver, options) =>
    factory(
      path,
      async (info) => {
        const answer = await resolver(info);
        if (isPrivate(method.toUpperCase(), path, info.request)) markPrivate(answer);
        return answer;
      },
      options,
    );
}

export const http = {
  ...typed,
  get: privateWhenSession('get', typed.get),
  post: privateWhenSession('post', typed.post),
  put: privateWhenSession('put', typed.put),
  delete: privateWhenSession('delete', typed.delete),
  patch: privateWhenSession('patch', typed.patch),
};
