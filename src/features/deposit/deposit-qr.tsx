import { useMemo } from 'react';
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

const QUIET = 4;

/** The order's QR payload drawn as a scannable square (dark on white, with the standard quiet zone). */
export function DepositQr({ payload, label }: { payload: string; label: string }) {
  const { path, size } = useMemo(() => {
    // Level M at least, as payment QR codes printed by wallets are: readable with a smudge or a glare.
    const code = generate(payload, { minCorrectionLevel: correction.M });
    return { path: toSvgPath(code), size: code.size };
  }, [payload]);
  const extent = size + QUIET * 2;
  return (
    <svg
      className="deposit-qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${extent} ${extent}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
