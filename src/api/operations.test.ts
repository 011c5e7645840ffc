import { describe, expect, it } from 'vitest';
import { findOperation } from './operations';

describe('findOperation', () => {
  it('finds a fixed path by method, whatever the case of the method, ignoring the query', () => {
    expect(findOperation('get', '/wps/member/info?x=1')).toMatchObject({
      operationId: 'getMemberInfo',
      protected: true,
    });
  });

  it('finds a path with a parameter for any value of that parameter', () => {
    expect(findOperation('DELETE', '/wps/v2/member/bankCards/12')?.operationId).toBe('removeBankCard');
    expect(findOperation('delete', '/wps/v2/member/bankCards/card-7?force=1')?.operationId).toBe(
      'removeBankCard',
    );
  });

  it('does not match a parameter path with another method, a missing or an extra segment', () => {
    expect(findOperation('GET', '/wps/v2/member/bankCards/12')).toBeUndefined();
    expect(findOperation('DELETE', '/wps/v2/member/bankCards/')).toBeUndefined();
    expect(findOperation('DELETE', '/wps/v2/member/bankCards/12/extra')).toBeUndefined();
    expect(findOperation('DELETE', '/prefix/wps/v2/member/bankCards/12')).toBeUndefined();
  });

  it('knows nothing of a path outside the contract', () => {
    expect(findOperation('GET', '/nowhere')).toBeUndefined();
    expect(findOperation('DELETE', '/nowhere/12')).toBeUndefined();
  });
});
