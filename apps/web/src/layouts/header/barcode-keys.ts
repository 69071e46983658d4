/** A barcode scanner types a whole EAN-13 in well under a second; a person takes several times this per key. */
const SCANNER_GAP_MS = 50;
const BARCODE = /^\d{13}$/;

/** The times of the keys typed into the box since it was last empty, to tell a scanner from a person. */
export class BarcodeKeys {
  private times: number[] = [];

  key(now: number): void {
    this.times.push(now);
  }

  reset(): void {
    this.times = [];
  }

  /** Whether `text` is a barcode that arrived as one fast burst of keys. */
  scanned(text: string): boolean {
    if (!BARCODE.test(text) || this.times.length < text.length) return false;
    const burst = this.times.slice(-text.length);
    return burst.every((t, i) => i === 0 || t - burst[i - 1]! <= SCANNER_GAP_MS);
  }
}
