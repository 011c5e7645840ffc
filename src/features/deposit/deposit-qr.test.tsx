// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { outlines, scanQr } from '@/testing/qr-scan';
import { DepositQr } from './deposit-qr';

afterEach(cleanup);

// A scanner must read back exactly what the deposit screen draws (jsQR decodes independently of the encoder),
// for short and long payloads, a wallet's EMV payload and text beyond ASCII.
describe('the deposit QR code', () => {
  it.each([
    'D20261122093012001',
    'https://pay.example.ph/qr/D20261122093012001?amount=500.00',
    '00020101021228760011ph.ppmi.p2m0111GCASHPHMNXXX03159999999999999990416GCASH QR DEPOSIT5204601653036085406500.005802PH5913LOTTO PH INC.6006MANILA6304ABCD',
    'Lotto PH ₱ 中文 deposit',
  ])('scans back as %s', (payload) => {
    render(<DepositQr payload={payload} label="Scan to pay ₱500.00" />);
    const svg = screen.getByRole('img', { name: 'Scan to pay ₱500.00' }) as unknown as SVGSVGElement;
    expect(scanQr(svg)).toBe(payload);
  });

  it('keeps the standard quiet zone of four modules on every side', () => {
    render(<DepositQr payload="D20261122093012001" label="QR" />);
    const svg = screen.getByRole('img', { name: 'QR' }) as unknown as SVGSVGElement;
    const [minX, minY, extent] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const shapes = outlines(svg.querySelector('path')!.getAttribute('d')!);
    const xs = shapes.flat().map(([x]) => x);
    const ys = shapes.flat().map(([, y]) => y);
    expect(Math.min(...xs) - minX).toBe(4);
    expect(Math.min(...ys) - minY).toBe(4);
    expect(minX + extent - Math.max(...xs)).toBe(4);
    expect(minY + extent - Math.max(...ys)).toBe(4);
  });
});
