import './toaster.css';

export interface ToastItem {
  id: number;
  kind: 'info' | 'success' | 'error' | 'loading';
  /** Already translated. */
  text: string;
}

const renderToast = (toast: ToastItem) => (
  <div key={toast.id} className={`toast toast--${toast.kind}`}>
    {toast.kind === 'loading' ? <span className="toast__spinner" aria-hidden="true" /> : null}
    <span>{toast.text}</span>
  </div>
);

/**
 * Short messages over the page. The two live regions are always in the page, so a message added to them is
 * announced: errors interrupt (alert), everything else waits its turn (status, polite).
 */
export function Toaster({ toasts }: { toasts: readonly ToastItem[] }) {
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className="toaster">
      <div className="toaster__region" role="alert">
        {errors.map(renderToast)}
      </div>
      <div className="toaster__region" role="status" aria-live="polite">
        {others.map(renderToast)}
      </div>
    </div>
  );
}
