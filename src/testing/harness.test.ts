import { describe, expect, it } from 'vitest';
import { interceptFetch, recordFetch } from './harness';

// The harness's fetch helpers stack: a test may record the calls and also answer some of them itself.
describe('recordFetch and interceptFetch in one test', () => {
  it('records every call, answers what the interceptor answers, and lets the rest reach the fake backend', async () => {
    const calls = recordFetch();
    interceptFetch((request) =>
      new URL(request.url).pathname === '/answered-here' ? new Response('from the test') : undefined,
    );

    const passed = await fetch('http://lotto.test/__mock/scenario');
    const answered = await fetch('http://lotto.test/answered-here');

    expect(passed.status).toBe(200);
    expect(passed.headers.get('content-type')).toContain('json');
    expect(await answered.text()).toBe('from the test');
    expect(calls().map((call) => call.url.pathname)).toEqual(['/__mock/scenario', '/answered-here']);
  });
});
