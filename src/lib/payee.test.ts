import { describe, expect, it } from 'vitest';
import { cleanPayee, payeeProblem, PAYEE_MAX } from './payee';

const t = (key: string) => key;

describe('§7.18 the account name (payee) rule', () => {
  it('takes the names people have, in any script, with the marks names carry', () => {
    for (const name of [
      'Juan Dela Cruz',
      'Ma. Dela Cruz-Santos',
      "O'Neil",
      'Niño Ñoño',
      '张伟',
      'Lê Văn Tám',
    ])
      expect(payeeProblem(name, t)).toBeNull();
  });

  it('refuses what is not a name, and says the rule with its bounds', () => {
    expect(payeeProblem('', t)).toBe('required_limit');
    for (const bad of ['J', 'Juan 2', '<b>Juan</b>', '-Juan', 'x'.repeat(PAYEE_MAX + 1)])
      expect(payeeProblem(bad, t)).not.toBeNull();
  });

  it('drops the spaces around a name and the runs of spaces inside it, as the server takes it', () => {
    expect(cleanPayee('  Maria   Dela  Cruz ')).toBe('Maria Dela Cruz');
    expect(payeeProblem('  Maria   Dela  Cruz ', t)).toBeNull();
  });
});
