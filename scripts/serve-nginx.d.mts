export const NGINX: string;
export function renderNginxConfig(options: {
  listen: string;
  dist: string;
  backend: string;
  fake: boolean;
  headersPath: string;
}): { site: string; headers: string };
export function ensureNginx(): void;
export interface NginxServer {
  /** Where nginx listens, http://host:port. */
  origin: string;
  /** Where it proxies the backend's calls: --backend, or the fake backend it started. */
  backend: string;
  /** Stops nginx and the fake backend it started, and removes its folder. */
  stop(): Promise<void>;
}
export function serveWithNginx(options?: {
  port?: number;
  host?: string;
  backend?: string;
  dist?: string;
}): Promise<NginxServer>;
