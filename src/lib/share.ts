// Sharing a text with a link: the device's share sheet (Web Share API) where there is one, the clipboard where
// there is not (most desktop browsers, some wrapper apps' web views) or where the sheet refuses.

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** What happened: the sheet took it, it was copied instead, or the player closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** The parts of `navigator` this uses, so tests can give their own. */
export type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare'>> & {
  clipboard?: Pick<Clipboard, 'writeText'>;
};

/**
 * Shares through the sheet, or copies the text and the link (on separate lines) to the clipboard. Rejects
 * when the clipboard is refused too, so the caller can say the copy failed.
 */
export async function shareOrCopy(data: ShareData, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (nav.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // Closing the sheet is the player's choice, not a failure; anything else (no permission, no user
      // gesture left in a wrapper) falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard) throw new Error('no clipboard');
  await nav.clipboard.writeText(`${data.text}\n${data.url}`);
  return 'copied';
}
