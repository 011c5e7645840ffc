// What the contract-mock smoke test (tests/contract-mock/smoke.spec.ts) counts as a value the app failed to
// turn into text: `null`, `undefined`, `NaN` or `[object Object]` standing alone, as `${value}` or String(value)
// print them. Prism's random text is lorem ipsum, whose words merely contain some of them ("nulla", "nullam"),
// and a word cut short is followed by an ellipsis ("null…" from "nulla…"): neither is a leak.

const LEAKS = ['undefined', 'null', 'NaN', '[object Object]'];

/** Letters and digits of any script: a leak word touching one is part of a longer word. */
const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;
/** A word cut short: an ellipsis, or three dots, right after it. */
const CUT = String.raw`…|\.\.\.`;

const patterns = LEAKS.map((word) => ({
  word,
  pattern: new RegExp(`(?<!${WORD_CHAR})${word.replace(/[[\]]/g, '\\$&')}(?!${WORD_CHAR}|${CUT})`, 'u'),
}));

export interface LeakedValue {
  word: string;
  index: number;
}

/** The first leaked value of each kind in a text as shown (one element's text, or one attribute's value). */
export function leakedValues(text: string): LeakedValue[] {
  return patterns.flatMap(({ word, pattern }) => {
    const found = pattern.exec(text);
    return found ? [{ word, index: found.index }] : [];
  });
}
