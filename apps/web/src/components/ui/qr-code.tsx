import { useQuery } from '@tanstack/react-query';

// SVG needs no canvas, so the same code runs in the browser and under jsdom. The encoder loads with the
// first code drawn (they sit in hover panels and the footer), not with the page.
const toSvgDataUrl = async (text: string): Promise<string> => {
  const { default: QRCode } = await import('qrcode');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await QRCode.toString(text, { type: 'svg', margin: 1 }))}`;
};

interface QrCodeProps {
  text: string;
  size: number;
  /** What the code opens, for screen readers and for a failed image. */
  label: string;
}

/** A QR code drawn from a link (the app download, the mini program). */
export function QrCode({ text, size, label }: QrCodeProps) {
  const { data: src } = useQuery({
    queryKey: ['qr-code', text],
    queryFn: () => toSvgDataUrl(text),
    enabled: text !== '',
    staleTime: Infinity,
  });
  return src ? (
    <img src={src} width={size} height={size} alt={label} />
  ) : (
    <span style={{ display: 'inline-block', width: size, height: size }} />
  );
}
