/**
 * @zxing/browser on the camera's stream, for browsers without BarcodeDetector. One module imported by camera.ts
 * alone and only dynamically, so zxing is one chunk loaded on the first scan (two dynamic imports of its packages
 * made a chunk shared by two, which the build puts in every page's common chunk).
 */
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

/** The symbologies on a drug box: 条码 (EAN-13/8, UPC-A), GS1-128 and GS1 DataMatrix 追溯码, the 码上放心 code's Code 128. */
const FORMATS = [
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.CODE_128,
  BarcodeFormat.DATA_MATRIX,
  BarcodeFormat.QR_CODE,
];

export async function zxingLoop(stream: MediaStream, video: HTMLVideoElement, onText: (text: string) => void, everyMs: number) {
  const reader = new BrowserMultiFormatReader(new Map([[DecodeHintType.POSSIBLE_FORMATS, FORMATS]]), {
    delayBetweenScanAttempts: everyMs,
    delayBetweenScanSuccess: 300,
  });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onText(result.getText());
  });
  return () => controls.stop();
}
