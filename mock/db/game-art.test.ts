import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameArtUrl } from '../../src/lib/games';
import { GAMES } from './games';

// The app's artwork of the games (public/game-art, issue 20 item 3), checked against the games the fake
// backend serves: one file per game, light, self-contained and its own.

const PUBLIC = new URL('../../public', import.meta.url);
const file = (url: string) => new URL(`.${url}`, `${PUBLIC.href}/`);
const read = (url: string) => readFileSync(file(url), 'utf8');

/** Each file is at most this many bytes: the nine together weigh less than one banner photo. */
const MAX_BYTES = 1500;

describe('game artwork', () => {
  it('§20.3 has a file of its own for every game, named after its code', () => {
    for (const game of GAMES) expect(existsSync(file(gameArtUrl(game.gameCode))), game.gameCode).toBe(true);
    const pictures = GAMES.map((game) => read(gameArtUrl(game.gameCode)));
    expect(new Set(pictures).size).toBe(GAMES.length);
  });

  it('§20.3 is small, square, self-contained SVG with the game written on it and its name as its title', () => {
    for (const game of GAMES) {
      const svg = read(gameArtUrl(game.gameCode));
      expect(Buffer.byteLength(svg), game.gameCode).toBeLessThanOrEqual(MAX_BYTES);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 72 72"/);
      expect(svg).toContain(`<title>${game.remark}</title>`);
      // No raster, no font, nothing fetched or run: the file is all it needs.
      expect(svg).not.toMatch(/<image|<script|@font-face|href=|url\(|base64/i);
      // The short name players know it by: 6/42 … 6/58, 2D, 3D, 4D, 6D.
      const short = game.gameType === 'JACKPOT' ? `6/${game.max}` : `${game.balls}D`;
      expect(svg).toContain(`>${short}</text>`);
    }
  });

  it('§20.3 has a generic picture for a game without artwork of its own', () => {
    const svg = read('/game-art/game.svg');
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(MAX_BYTES);
    expect(svg).not.toMatch(/<image|<script|href=|url\(/i);
  });
});
