// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQueryData } from './deferred-query';

type Query = { data: string[] | undefined; isPending: boolean };

/** Every state the screen is drawn with, in order. */
function drawnStates(initial: Query) {
  const states: { data: string[] | undefined; pending: boolean }[] = [];
  const hook = renderHook(
    (query: Query) => {
      const shown = useDeferredQueryData(query);
      states.push(shown);
      return shown;
    },
    { initialProps: initial },
  );
  return { states, hook };
}

describe('useDeferredQueryData', () => {
  it('is pending while the query is', () => {
    const { hook } = drawnStates({ data: undefined, isPending: true });
    expect(hook.result.current).toEqual({ data: undefined, pending: true });
  });

  it('shows the answer, and is never "done with nothing" while the list is still to be drawn', () => {
    const { states, hook } = drawnStates({ data: undefined, isPending: true });
    hook.rerender({ data: ['6/42', '6/45'], isPending: false });
    expect(hook.result.current).toEqual({ data: ['6/42', '6/45'], pending: false });
    // An empty state in between would flash "no games" before the list.
    expect(states.filter((state) => !state.pending && state.data === undefined)).toEqual([]);
  });

  it('is not pending for a query that ended without data (an error), so the screen can say so', () => {
    const { hook } = drawnStates({ data: undefined, isPending: true });
    hook.rerender({ data: undefined, isPending: false });
    expect(hook.result.current).toEqual({ data: undefined, pending: false });
  });

  it('keeps showing the previous answer until the new one has been drawn, never a skeleton', () => {
    const { states, hook } = drawnStates({ data: ['6/42'], isPending: false });
    hook.rerender({ data: ['6/42', '6/55'], isPending: false });
    expect(hook.result.current).toEqual({ data: ['6/42', '6/55'], pending: false });
    expect(states.every((state) => !state.pending)).toBe(true);
  });
});
