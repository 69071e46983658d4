/**
 * The short tone of a scan taken. iOS lets a page sound only from an AudioContext made in a tap, so the scan
 * button makes it (unlockBeep) and the camera's reads play it later.
 */
let audio: AudioContext | undefined;

export function unlockBeep(): void {
  if (audio || typeof AudioContext === 'undefined') return;
  audio = new AudioContext();
}

export function beep(): void {
  if (!audio) return;
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 1760;
  gain.gain.value = 0.2;
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.12);
}
