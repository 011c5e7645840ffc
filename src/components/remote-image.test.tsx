// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteImage } from './remote-image';

afterEach(cleanup);

describe('RemoteImage', () => {
  it('§20.3 keeps a named picture an image of that name when the file fails (a game without artwork)', () => {
    render(
      <RemoteImage
        src="/game-art/pick5.svg"
        alt="Pick 5"
        width={64}
        height={64}
        fallback=""
        className="game-art"
      />,
    );
    const picture = screen.getByRole('img', { name: 'Pick 5' });
    expect(picture).toHaveAttribute('src', '/game-art/pick5.svg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    fireEvent.error(picture);
    // The box stays (it wears the generic picture by its class), still named after the game.
    const fallback = screen.getByRole('img', { name: 'Pick 5' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveClass('remote-image__fallback');
    expect(fallback.parentElement).toHaveClass('game-art');
  });

  it('leaves a decorative picture out of what screen readers hear, whether or not it loads', () => {
    const { container } = render(
      <RemoteImage src={null} alt="" width={72} height={72} fallback="UL58" eager />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.remote-image__fallback')).toHaveAttribute('aria-hidden', 'true');
  });
});
