/**
 * The phone's back camera and a decoder on it: the browser's BarcodeDetector where it has one (Chrome on Android,
 * Safari 17+ on iOS), else @zxing/browser, loaded on the first scan only (its ~100 KB stay out of every page's
 * initial JS). Refusals are told in Chinese with what the buyer can do.
 */

/** The symbologies on a drug box, as zxing-reader.ts reads them too. */
const DETECTOR_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'code_128', 'data_matrix', 'qr_code'];
/** How often a frame of the picture is offered to the decoder. */
const DETECT_EVERY_MS = 150;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Why the camera did not open, as the scan sheet says it. */
export function cameraRefusal(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'InsecureContext':
      return '当前网页不是安全连接（https），浏览器不允许使用相机。请用 https 地址打开本页，或在下方手动输入。';
    case 'NotAllowedError':
    case 'SecurityError':
      return '没有相机权限。请在浏览器或系统设置中允许本网站使用相机后点「重试」，或在下方手动输入。';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return '没有找到可用的相机。请在下方手动输入条码或追溯码。';
    case 'NotReadableError':
    case 'AbortError':
      return '相机正被其他应用占用，请关闭其他使用相机的应用后点「重试」。';
    default:
      return '无法打开相机，请点「重试」或在下方手动输入。';
  }
}

/** The back camera's picture; an insecure page or a browser without cameras rejects as InsecureContext / NotFoundError. */
export async function openCamera(): Promise<MediaStream> {
  if (!window.isSecureContext) throw Object.assign(new Error('insecure context'), { name: 'InsecureContext' });
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('no camera API'), { name: 'NotFoundError' });
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

export function closeCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

async function detectorLoop(Detector: BarcodeDetectorClass, video: HTMLVideoElement, onText: (text: string) => void) {
  const supported = await Detector.getSupportedFormats();
  const detector = new Detector({ formats: DETECTOR_FORMATS.filter((f) => supported.includes(f)) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= 2) {
      const [code] = await detector.detect(video).catch(() => []);
      if (code && !stopped) onText(code.rawValue);
    }
    if (!stopped) timer = setTimeout(() => void tick(), DETECT_EVERY_MS);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Reads codes off the camera's picture in `video` until the returned stop is called. */
export async function startDecoding(stream: MediaStream, video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    video.srcObject = stream;
    await video.play();
    return detectorLoop(Detector, video, onText);
  }
  const { zxingLoop } = await import('./zxing-reader');
  return zxingLoop(stream, video, onText, DETECT_EVERY_MS);
}
