import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/errors';
import { problemText } from './account-errors';

const t = (key: string) => key;
const refused = (code: string, message = '') => new ApiFailure({ kind: 'http', status: 400, code, message });

describe('words for a refused account call', () => {
  it('says offline and timeout before looking at the code', () => {
    expect(problemText(new ApiFailure({ kind: 'network' }), t)).toBe('network_offline');
    expect(problemText(new ApiFailure({ kind: 'timeout' }), t)).toBe('request_timeout');
  });

  it("uses our words for a known code, else the server's message, the code, then unknown error", () => {
    expect(problemText(refused('OLD_PASSWORD_INCORRECT', 'Mali'), t)).toBe('old_password_incorrect');
    expect(problemText(refused('SOMETHING_NEW', 'Server words'), t)).toBe('Server words');
    expect(problemText(refused('SOMETHING_NEW'), t)).toBe('SOMETHING_NEW');
    expect(problemText(refused(''), t)).toBe('in_unknown_error');
  });
});
