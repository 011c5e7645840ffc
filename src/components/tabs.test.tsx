// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabPanelProps, Tabs } from './tabs';

afterEach(cleanup);

function Example() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  const items = [
    { id: 'a' as const, label: 'All' },
    { id: 'b' as const, label: 'Digit' },
    { id: 'c' as const, label: 'Jackpot' },
  ];
  return (
    <>
      <Tabs label="Game types" items={items} selected={selected} onSelect={setSelected} idBase="t" />
      <div {...tabPanelProps('t', selected)}>Panel {selected}</div>
    </>
  );
}

describe('Tabs', () => {
  it('is a tab list with one tab stop, whose panel is labelled by the selected tab', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Game types' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('Panel a');
  });

  it('moves and selects with the arrows, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Digit' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Digit' })).toHaveTextContent('Panel b');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Jackpot' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Jackpot' })).toHaveFocus();
  });

  it('selects by tap', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Jackpot' }));
    expect(screen.getByRole('tabpanel', { name: 'Jackpot' })).toHaveTextContent('Panel c');
  });
});
