// Generates the local HLS fixtures the video modal and background videos play when VIDEO_SERVICE
// is unset or 'local' (DESIGN.md: "Video: HLS files played by hls.js"). Each video is a short brand
// film made from the content images: a title card in the brand's green, then slow zooms and pans
// over two pictures, 480x270 at 15 fps with a quiet tone, cut into 1-second fMP4 segments, plus a
// poster JPEG, under public/media/video/<id>/. Nothing is downloaded: ffmpeg draws everything.
//
// Run: node scripts/generate/generate-video-fixtures.mjs   (needs `ffmpeg` with libx264 and libfreetype:
// Debian's `apt-get install -y ffmpeg`, or the static build the npm registry ships:
// `npm pack @ffmpeg-installer/linux-x64@4.1.0 && tar -xzf ffmpeg-installer-linux-x64-4.1.0.tgz`
// then FFMPEG_PATH=package/ffmpeg), and the DejaVu fonts (`fonts-dejavu-core`).
// The outputs are committed, so the site and its tests never need ffmpeg.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = path.join(process.cwd(), 'public', 'media', 'video');
const IMAGES = path.join(process.cwd(), 'public', 'media', 'content');
/** Budget for the whole folder: the fixtures are test data, not content. */
const MAX_TOTAL_BYTES = 900 * 1024;
// A script, not app code: the ffmpeg binary is the developer's choice (see above).
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const SIZE = { w: 480, h: 270 };
const FPS = 15;

/**
 * id → title card and two pictures, each shot's length in seconds. Ids match the safe-id alphabet
 * of the modal events; lengths add up to whole seconds so segments stay one second each.
 */
const VIDEOS = [
  { id: 'brightbowl-story', title: 'Brightbowl', subtitle: 'Fresh food for dogs and cats', shots: ['masthead-main.jpg', 'panel-dog.jpg'], seconds: [1.2, 1.4, 1.4], tone: 220 },
  { id: 'fresh-kitchen', title: 'Inside our kitchen', subtitle: 'Small batches, cooked gently', shots: ['ingredients.jpg', 'column-fresh.jpg'], seconds: [1, 1, 1], tone: 262 },
  { id: 'switching-to-fresh', title: 'Switching to fresh', subtitle: 'Ten days, four steps', shots: ['nav-dog-rolls.jpg', 'panel-cat.jpg'], seconds: [1.2, 1.4, 1.4], tone: 196 },
];

function ffmpeg(args) {
  const result = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}); see the top of this script`);
  if (result.status !== 0) throw new Error(`ffmpeg exited with ${result.status}`);
}

/** drawtext's text escaping: the titles are plain words, but a colon or quote must not end the option. */
const text = (value) => value.replace(/[\\:'%]/g, (c) => `\\${c}`);

for (const video of VIDEOS) {
  const dir = path.join(OUT_DIR, video.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const [cardSeconds, firstSeconds, secondSeconds] = video.seconds;
  const total = cardSeconds + firstSeconds + secondSeconds;
  const frames = (seconds) => Math.round(seconds * FPS);
  // Pictures are scaled to twice the frame first, so a zoom never shows upscaled pixels.
  const fill = `scale=${SIZE.w * 2}:${SIZE.h * 2}:force_original_aspect_ratio=increase,crop=${SIZE.w * 2}:${SIZE.h * 2}`;
  const graph = [
    `[0:v]drawtext=fontfile=${FONT_DIR}/DejaVuSerif-Bold.ttf:text='${text(video.title)}':fontcolor=0xfffaf2:fontsize=34:x=(w-tw)/2:y=h/2-th-4,` +
      `drawtext=fontfile=${FONT_DIR}/DejaVuSans.ttf:text='${text(video.subtitle)}':fontcolor=0xfffaf2:fontsize=16:x=(w-tw)/2:y=h/2+12,` +
      `fade=t=out:st=${cardSeconds - 0.25}:d=0.25,setsar=1,format=yuv420p[v0]`,
    `[1:v]${fill},zoompan=z='1+0.12*on/${frames(firstSeconds)}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames(firstSeconds)}:s=${SIZE.w}x${SIZE.h}:fps=${FPS},fade=t=in:st=0:d=0.25,setsar=1,format=yuv420p[v1]`,
    `[2:v]${fill},zoompan=z=1.15:x='(iw-iw/zoom)*on/${frames(secondSeconds)}':y='ih/2-(ih/zoom/2)':d=${frames(secondSeconds)}:s=${SIZE.w}x${SIZE.h}:fps=${FPS},setsar=1,format=yuv420p[v2]`,
    '[v0][v1][v2]concat=n=3:v=1:a=0[v]',
  ].join(';');
  ffmpeg([
    '-f', 'lavfi', '-i', `color=c=0x15402b:s=${SIZE.w}x${SIZE.h}:r=${FPS}:d=${cardSeconds}`,
    '-i', path.join(IMAGES, video.shots[0]),
    '-i', path.join(IMAGES, video.shots[1]),
    '-f', 'lavfi', '-i', `sine=frequency=${video.tone}:sample_rate=22050:duration=${total},volume=0.15`,
    '-filter_complex', graph,
    '-map', '[v]', '-map', '3:a',
    // Baseline H.264 + AAC plays natively and in MSE everywhere; a fixed GOP of one second makes
    // every segment start on a keyframe. Bit-exact flags keep re-runs byte-identical.
    '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p', '-crf', '30',
    '-g', String(FPS), '-keyint_min', String(FPS), '-sc_threshold', '0', '-x264-params', 'threads=1',
    '-c:a', 'aac', '-b:a', '32k', '-ac', '1',
    '-t', String(total),
    '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    // fMP4 segments (.m4s), not MPEG-TS: a `.ts` file in the repo would be read as TypeScript by
    // tsc and ESLint. hls.js and native HLS both play fMP4.
    '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod', '-hls_list_size', '0',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', path.join(dir, 'segment-%02d.m4s'),
    path.join(dir, 'index.m3u8'),
  ]);
  // The poster is the first picture, so the frame shows a real image before the stream loads.
  ffmpeg([
    '-i', path.join(IMAGES, video.shots[0]),
    '-vf', `scale=${SIZE.w}:${SIZE.h}:force_original_aspect_ratio=increase,crop=${SIZE.w}:${SIZE.h}`,
    '-frames:v', '1', '-q:v', '5', '-fflags', '+bitexact', path.join(dir, 'poster.jpg'),
  ]);
}

let total = 0;
for (const video of VIDEOS) {
  for (const file of readdirSync(path.join(OUT_DIR, video.id))) total += statSync(path.join(OUT_DIR, video.id, file)).size;
}
console.log(`wrote ${VIDEOS.length} HLS fixtures to ${path.relative(process.cwd(), OUT_DIR)} (${(total / 1024).toFixed(1)} kB)`);
if (total > MAX_TOTAL_BYTES) {
  console.error(`the fixtures exceed the ${MAX_TOTAL_BYTES / 1024} kB budget`);
  process.exit(1);
}
