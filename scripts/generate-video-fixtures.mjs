// Generates the local HLS fixtures the video modal plays when VIDEO_SERVICE is unset or 'local'
// (DESIGN.md: "Video: HLS files played by hls.js"). Each video is a few seconds of a synthetic test
// pattern with a quiet tone, 320x180 at 12 fps, cut into 1-second fMP4 segments, plus a poster
// JPEG, under public/media/video/<id>/. Nothing is downloaded: Debian's ffmpeg draws everything.
//
// Run: node scripts/generate-video-fixtures.mjs   (needs `ffmpeg`: apt-get install -y ffmpeg)
// The outputs are committed, so the site and its tests never need ffmpeg.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = path.join(process.cwd(), 'public', 'media', 'video');
/** Budget for the whole folder: the fixtures are test data, not content. */
const MAX_TOTAL_BYTES = 600 * 1024;

/** id → picture source (an ffmpeg lavfi graph) and length. Ids match the safe-id alphabet of the modal events. */
const VIDEOS = [
  { id: 'brightbowl-story', source: 'testsrc2=size=320x180:rate=12', seconds: 4, tone: 440 },
  { id: 'fresh-kitchen', source: 'smptebars=size=320x180:rate=12', seconds: 3, tone: 523 },
];

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error(`ffmpeg could not start (${result.error.message}); install it with apt-get install -y ffmpeg`);
  if (result.status !== 0) throw new Error(`ffmpeg exited with ${result.status}`);
}

for (const video of VIDEOS) {
  const dir = path.join(OUT_DIR, video.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  ffmpeg([
    '-f', 'lavfi', '-i', `${video.source}:duration=${video.seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=${video.tone}:sample_rate=22050:duration=${video.seconds}`,
    // Baseline H.264 + AAC plays natively and in MSE everywhere; a fixed GOP of one second makes
    // every segment start on a keyframe. Bit-exact flags keep re-runs byte-identical.
    '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p', '-crf', '32',
    '-g', '12', '-keyint_min', '12', '-sc_threshold', '0', '-x264-params', 'threads=1',
    '-c:a', 'aac', '-b:a', '32k', '-ac', '1',
    '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    // fMP4 segments (.m4s), not MPEG-TS: a `.ts` file in the repo would be read as TypeScript by
    // tsc and ESLint. hls.js and native HLS both play fMP4.
    '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod', '-hls_list_size', '0',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', path.join(dir, 'segment-%02d.m4s'),
    path.join(dir, 'index.m3u8'),
  ]);
  ffmpeg(['-f', 'lavfi', '-i', `${video.source}:duration=1`, '-frames:v', '1', '-q:v', '6', '-fflags', '+bitexact', path.join(dir, 'poster.jpg')]);
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
