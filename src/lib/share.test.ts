import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share';

const DATA = {
  title: 'Swertres (3D) result',
  text: 'Swertres (3D) draw: 1-2-3.',
  url: 'https://x.test/draw-result?date=2026-11-25',
};

describe('issue 20 item 9: sharing a result', () => {
  it("hands the text and link to the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(DATA, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text and the link, on two lines, where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(DATA, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${DATA.text}\n${DATA.url}`);
  });

  it('copies when the sheet cannot take the data or refuses it, and does nothing when the player closes it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(DATA, { share, canShare: () => false, clipboard: { writeText } })).toBe(
      'copied',
    );
    expect(share).not.toHaveBeenCalled();

    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(DATA, { share: refused, clipboard: { writeText } })).toBe('copied');

    writeText.mockClear();
    const closed = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    expect(await shareOrCopy(DATA, { share: closed, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('fails when the clipboard is refused too, so the caller can say so', async () => {
    await expect(
      shareOrCopy(DATA, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } }),
    ).rejects.toThrow('denied');
    await expect(shareOrCopy(DATA, {})).rejects.toThrow();
  });
});
