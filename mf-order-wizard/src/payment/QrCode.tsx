import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The QRIS code drawn in the browser from Midtrans' qr_string: one SVG path of its dark modules. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const cells: string[] = [];
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) cells.push(`M${column + 4} ${row + 4}h1v1h-1z`);
    return { size: modules.size + 8, path: cells.join('') };
  }, [text]);
  return (
    <svg
      className="payment-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
