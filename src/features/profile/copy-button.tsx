import { IconButton } from '@/components/icon-button';
import { CopyIcon } from '@/components/icons/copy-icon';
import { showToast } from '@/state/ui';

/** Copies a text to the clipboard and says whether it worked (a wrapper app may refuse the clipboard). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('copied', { kind: 'success' });
    } catch {
      showToast('copy_failed', { kind: 'error' });
    }
  };
  return <IconButton label={label} icon={<CopyIcon size={20} />} onClick={() => void copy()} />;
}
