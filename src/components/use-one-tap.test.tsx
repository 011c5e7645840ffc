// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api';
import { ui } from '@/state/ui';
import { resetAfterEach } from '@/testing/harness';
import { useOneTap } from './use-one-tap';

resetAfterEach(() => void ui.toasts.splice(0));

function Tap({ call, onDone }: { call: () => Promise<string>; onDone?: (data: string) => void }) {
  const { run, pending } = useOneTap(call, { onDone });
  return (
    <button type="button" onClick={run} aria-busy={pending}>
      Mark as read
    </button>
  );
}

describe('useOneTap', () => {
  it('makes one call however often the button is tapped while it is in flight, then reports it done', async () => {
    let answer: (value: string) => void = () => {};
    let calls = 0;
    const done: string[] = [];
    const call = () => {
      calls += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    const user = userEvent.setup();
    render(<Tap call={call} onDone={(data) => done.push(data)} />);
    const button = screen.getByRole('button', { name: 'Mark as read' });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(calls).toBe(1);
    answer('read');
    await expect.poll(() => done).toEqual(['read']);
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('false');
    await user.click(button);
    expect(calls).toBe(2);
  });

  it("shows a refusal in the server's words and lets the player tap again", async () => {
    const refusal = new ApiFailure({ kind: 'http', status: 400, code: 'RECORD_NOT_FOUND', message: 'Gone' });
    const user = userEvent.setup();
    render(<Tap call={() => Promise.reject(refusal)} />);
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await expect.poll(() => ui.toasts.map((toast) => [toast.text, toast.kind])).toEqual([['Gone', 'error']]);
    await expect
      .poll(() => screen.getByRole('button', { name: 'Mark as read' }).getAttribute('aria-busy'))
      .toBe('false');
  });
});
