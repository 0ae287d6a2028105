// Makes the demo's lesson media from apps/api/assets/lesson-media/listening.json:
// a spoken MP3 per listening clip and a short MP4 per lesson video (a title
// card with the spoken sentence). Run by hand when the JSON changes; the
// results are committed, so neither the build nor CI needs espeak-ng or ffmpeg:
//   apt-get install -y espeak-ng ffmpeg && node scripts/make-lesson-media.mjs
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

function speak(text, wav) {
  run('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', wav, text]);
}

mkdirSync(path.join(root, 'audio'), { recursive: true });
for (const clip of clips) {
  const wav = path.join(work, `${clip.nombre}.wav`);
  speak(clip.texto, wav);
  run('ffmpeg', [...quiet.slice(0, 4), '-i', wav, ...quiet.slice(4), '-ac', '1', '-ar', '22050', '-b:a', '32k', path.join(root, 'audio', `${clip.nombre}.mp3`)]);
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
console.log(`${clips.length} clips, ${videos.length} videos in ${root}`);
