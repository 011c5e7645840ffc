import { describe, expect, it } from 'vitest';
import { leakedValues } from './leaked-values';

const words = (text: string) => leakedValues(text).map((leak) => leak.word);

describe('what the contract-mock smoke test reads as a value the app printed instead of text', () => {
  it.each([
    ['Hello, null', 'null'],
    ['null', 'null'],
    ['₱undefined', 'undefined'],
    ['Balance: NaN.NaN', 'NaN'],
    ['on NaN.NaN.NaN', 'NaN'],
    ['Paid to [object Object]', '[object Object]'],
    ['(null)', 'null'],
  ])('%j shows %s', (text, word) => {
    expect(words(text)).toEqual([word]);
  });

  it.each([
    // Prism's lorem ipsum, whole and cut short by the app's own ellipsis.
    'Nulla pariatur, nullam dolor',
    'Duis aute irure dolor in reprehenderit nulla…',
    'Duis aute irure dolor in reprehenderit null…',
    'Excepteur sint null...',
    'nullá',
    'undefinedness',
    'NaNa',
    'Cancelled',
  ])('%j shows none', (text) => {
    expect(words(text)).toEqual([]);
  });

  it('says where the leak is', () => {
    expect(leakedValues('Hello, null')).toEqual([{ word: 'null', index: 7 }]);
  });
});
