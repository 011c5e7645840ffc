/**
 * The path of an up-to-date bundle of `from`'s fake backend server (mock/server.ts), built when a source
 * changed; run it as `node <path> [mock:server's flags]` in `from`.
 */
export function mockServerBundle(options?: { from?: string }): Promise<string>;
