/**
 * The notification sound: a soft two-note chime made with the Web Audio API, so the app ships no
 * sound file. One audio context per tab, made on the first sound.
 */
let context: AudioContext | null = null;

/** Two sine notes (E6, then B5), each fading out within a third of a second. */
const NOTES = [
  { frequency: 1318.5, at: 0 },
  { frequency: 987.8, at: 0.12 },
] as const;
const VOLUME = 0.15;
const LENGTH_S = 0.35;

export function playNotificationSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  // A tab the user has not touched yet may not play sound: the browser keeps it silent.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const now = context.currentTime;
  for (const note of NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = now + note.at;
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + LENGTH_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + LENGTH_S + 0.05);
  }
}
