/**
 * Makes the workout music, web/public/audio/workout.mp3 (spec 2 §7 "Static
 * assets"): an original 8-second loop at 120 beats a minute — kick, off-beat
 * hi-hat, a bass line and a plucked arpeggio over A minor, F, C and G —
 * synthesised here from plain sine, triangle and noise and encoded with a
 * pure-JavaScript MP3 encoder. Nothing is downloaded; the same run makes the
 * same file.
 *
 *   npx tsx scripts/make-workout-audio.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';

const SAMPLE_RATE = 22_050;
const KBPS = 48;
const BPM = 120;
const BEAT = 60 / BPM;
const BARS = 4;
const LENGTH = Math.round(BARS * 4 * BEAT * SAMPLE_RATE);
const OUT = path.join(import.meta.dirname, '..', 'web', 'public', 'audio', 'workout.mp3');

/** One chord a bar: root for the bass, notes for the arpeggio (Hz). */
const BARS_OF = [
  { bass: 55.0, arp: [220.0, 261.63, 329.63, 440.0] }, // A minor
  { bass: 43.65, arp: [174.61, 220.0, 261.63, 349.23] }, // F
  { bass: 65.41, arp: [261.63, 329.63, 392.0, 523.25] }, // C
  { bass: 49.0, arp: [196.0, 246.94, 293.66, 392.0] }, // G
];

const mix = new Float32Array(LENGTH);

function add(start: number, seconds: number, voice: (t: number) => number): void {
  const first = Math.round(start * SAMPLE_RATE);
  const count = Math.round(seconds * SAMPLE_RATE);
  for (let i = 0; i < count; i += 1) {
    // Wraps around, so a note ringing past the end sounds at the start of the next pass: the loop has no seam.
    const at = (first + i) % LENGTH;
    mix[at] = (mix[at] ?? 0) + voice(i / SAMPLE_RATE);
  }
}

const triangle = (phase: number) => 2 * Math.abs(2 * (phase - Math.floor(phase + 0.5))) - 1;

/** A deterministic noise source (a linear congruential generator). */
let seed = 12_345;
const noise = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return (seed / 2_147_483_648) * 2 - 1;
};

for (let bar = 0; bar < BARS; bar += 1) {
  const chord = BARS_OF[bar % BARS_OF.length]!;
  for (let beat = 0; beat < 4; beat += 1) {
    const at = (bar * 4 + beat) * BEAT;
    // Kick: a sine falling from 120 to 45 Hz.
    add(at, 0.25, (t) => Math.sin(2 * Math.PI * (45 * t + (75 / 18) * (1 - Math.exp(-18 * t)))) * Math.exp(-9 * t) * 0.6);
    // Hi-hat on the off-beat.
    add(at + BEAT / 2, 0.06, (t) => noise() * Math.exp(-60 * t) * 0.12);
    // Bass: root on every beat, an octave up on the "and".
    add(at, BEAT / 2, (t) => triangle(chord.bass * 2 * t) * Math.min(1, t * 200) * Math.exp(-3 * t) * 0.28);
    add(at + BEAT / 2, BEAT / 2, (t) => triangle(chord.bass * 4 * t) * Math.min(1, t * 200) * Math.exp(-4 * t) * 0.2);
    // Arpeggio in sixteenths.
    for (let step = 0; step < 4; step += 1) {
      const frequency = chord.arp[(beat + step) % chord.arp.length]!;
      add(at + (step * BEAT) / 4, 0.35, (t) => Math.sin(2 * Math.PI * frequency * t) * Math.exp(-10 * t) * 0.1);
    }
  }
}

const peak = mix.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
const pcm = Int16Array.from(mix, (value) => Math.round((value / peak) * 0.85 * 32_767));

const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
const chunks: Uint8Array[] = [];
for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
chunks.push(encoder.flush());
// The encoder's chunks are signed bytes: read them as the raw bytes they are.
const mp3 = Buffer.concat(chunks.map((chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
writeFileSync(OUT, mp3);
console.log(`${path.relative(process.cwd(), OUT)}: ${(LENGTH / SAMPLE_RATE).toFixed(1)} s, ${mp3.length} bytes`);
