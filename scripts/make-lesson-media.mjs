// Makes the demo's lesson media from apps/api/assets/lesson-media/listening.json:
// a spoken MP3 per listening clip and a short MP4 per lesson video (a title
// card with the spoken sentence), and a spoken MP3 per listening passage of the
// certification lessons (the question bank's dialogues, two voices; named by
// their words, apps/api/src/seed/listening-passages.ts). Run by hand when the
// JSON or the bank's passages change; the results are committed, so neither
// the build nor CI needs espeak-ng or ffmpeg:
//   apt-get install -y espeak-ng ffmpeg && node --conditions=source --import tsx scripts/make-lesson-media.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api', 'assets', 'lesson-media');
const { clips, videos } = JSON.parse(readFileSync(path.join(root, 'listening.json'), 'utf8'));
const work = mkdtempSync(path.join(tmpdir(), 'lesson-media-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
// Same bytes on every run: no encoder tags or dates in the files.
const quiet = ['-hide_banner', '-loglevel', 'error', '-y', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

function speak(text, wav, voice = 'en-us') {
  run('espeak-ng', ['-v', voice, '-s', '140', '-w', wav, text]);
}

const mp3 = (_input, output) => ['-ac', '1', '-ar', '22050', '-b:a', '32k', output];

mkdirSync(path.join(root, 'audio'), { recursive: true });
for (const clip of clips) {
  const wav = path.join(work, `${clip.nombre}.wav`);
  speak(clip.texto, wav);
  run('ffmpeg', [...quiet.slice(0, 4), '-i', wav, ...quiet.slice(4), ...mp3(wav, path.join(root, 'audio', `${clip.nombre}.mp3`))]);
}

// A passage's turns ("Woman: … Man: …"), each in its speaker's voice with a short pause after it;
// a message without speakers is one voice.
const { demoListeningPassages } = await import('../apps/api/src/seed/listening-passages.ts');
const VOICES = ['en-us+f3', 'en-us+m3', 'en-us+f4', 'en-us+m1'];
mkdirSync(path.join(root, 'audio', 'pasajes'), { recursive: true });
for (const passage of demoListeningPassages()) {
  const parts = passage.texto.split(/(?:^|\s)([A-Z][a-z]+): /);
  const turns = parts.length > 1 ? parts.slice(1).flatMap((_, i, all) => (i % 2 === 0 ? [[all[i], all[i + 1]]] : [])) : [[null, passage.texto]];
  const speakers = [...new Set(turns.map(([who]) => who))];
  const wavs = turns.map(([who, words], i) => {
    const wav = path.join(work, `turn-${i}.wav`);
    speak(words.trim(), wav, who === null ? 'en-us' : VOICES[speakers.indexOf(who) % VOICES.length]);
    return wav;
  });
  const inputs = wavs.flatMap((wav) => ['-i', wav]);
  const joined = `${wavs.map((_, i) => `[${i}]apad=pad_dur=0.5[a${i}]`).join(';')};${wavs.map((_, i) => `[a${i}]`).join('')}concat=n=${wavs.length}:v=0:a=1[out]`;
  run('ffmpeg', [...quiet.slice(0, 4), ...inputs, ...quiet.slice(4), '-filter_complex', joined, '-map', '[out]', ...mp3(null, path.join(root, passage.ruta))]);
}

mkdirSync(path.join(root, 'video'), { recursive: true });
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
for (const video of videos) {
  const wav = path.join(work, `${video.nombre}.wav`);
  speak(video.texto, wav);
  const title = path.join(work, `${video.nombre}-title.txt`);
  const line = path.join(work, `${video.nombre}-line.txt`);
  writeFileSync(title, video.titulo);
  // Wrap the sentence at about 38 characters for a 640 px frame.
  writeFileSync(line, video.texto.replace(/(.{1,38})(\s+|$)/g, '$1\n').trim());
  const text = (file, size, y, color) => `drawtext=fontfile=${font}:textfile=${file}:fontsize=${size}:fontcolor=${color}:x=(w-text_w)/2:y=${y}:line_spacing=8`;
  run('ffmpeg', [
    ...quiet.slice(0, 4),
    '-f', 'lavfi', '-i', 'color=c=0x1f3a93:s=640x360:r=12',
    '-i', wav,
    ...quiet.slice(4),
    '-vf', [text(title, 34, 70, 'white'), text(line, 24, 170, '0xffe08a')].join(','),
    '-shortest', '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '30', '-threads', '1',
    '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart',
    path.join(root, 'video', `${video.nombre}.mp4`),
  ]);
}
rmSync(work, { recursive: true, force: true });
console.log(`${clips.length} clips, ${videos.length} videos, ${demoListeningPassages().length} passages in ${root}`);
