import { useMemo } from 'react';
import { encodeQr, qrPath } from './qr-code';

const QUIET = 4;

/** The order's QR payload drawn as a scannable square (dark on white, with the standard quiet zone). */
export function DepositQr({ payload, label }: { payload: string; label: string }) {
  const { path, extent } = useMemo(() => {
    const matrix = encodeQr(payload);
    return { path: qrPath(matrix, QUIET), extent: matrix.size + QUIET * 2 };
  }, [payload]);
  return (
    <svg
      className="deposit-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
