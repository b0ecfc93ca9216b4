import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';

/** The QR code of a link as an SVG image (drawn in the browser; no request leaves the page). */
export function QrImage({ link, size = 180, label }: { link: string; size?: number; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then(
      (text) => live && setSvg(text),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (!svg) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      sx={{ display: 'block', imageRendering: 'pixelated', bgcolor: '#fff' }}
    />
  );
}
