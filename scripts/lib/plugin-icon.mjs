// The Claude Code plugin's icon (plugins/indexagentica/.claude-plugin/icon.png), drawn here rather than copied:
// a magnifying glass over three lines of a listing, light on the site's dark blue. The plugin directory takes a
// square PNG of 512 to 2048 px under 2 MB; this is the smallest side it takes, with a palette of blends between the
// two colours (each pixel's share of the shapes, from 4×4 samples), so it stays a few kilobytes. Pure Node: zlib
// for the compression and the CRCs, no image library.
import { crc32, deflateSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ICON_PATH = join(dirname(fileURLToPath(import.meta.url)), "../../plugins/indexagentica/.claude-plugin/icon.png");
/** The smallest side the plugin directory accepts. */
export const ICON_SIZE = 512;
// Samples per pixel side: enough for smooth edges at this size.
const SAMPLES = 4;
const BACKGROUND = [0x1b, 0x26, 0x3b];
const FOREGROUND = [0xf4, 0xf1, 0xe8];

// Where the lens's centre is, and how far its handle reaches: the drawing sits in the middle of the square.
const LENS = 213;
const HANDLE = 100;

/** Whether point (x, y), in a 512-unit square, is inside the drawing. */
function inside(x, y) {
  const lens = Math.hypot(x - LENS, y - LENS);
  if (lens <= 138 && lens >= 104) return true;
  // The handle: a thick segment from the lens towards the bottom right corner, with round ends.
  const from = LENS + 98;
  const along = Math.max(0, Math.min(HANDLE, (x - from + (y - from)) / 2));
  if (Math.hypot(x - (from + along), y - (from + along)) <= 26) return true;
  // Three lines of a listing inside the lens, the last one shorter.
  for (const [top, right] of [
    [LENS - 50, LENS + 70],
    [LENS - 12, LENS + 70],
    [LENS + 26, LENS + 30],
  ]) {
    if (y >= top && y <= top + 20 && x >= LENS - 70 && x <= right) return true;
  }
  return false;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** The icon as PNG bytes: the same bytes on every run. */
export function pluginIcon(size = ICON_SIZE) {
  const levels = SAMPLES * SAMPLES;
  const palette = Buffer.alloc((levels + 1) * 3);
  for (let level = 0; level <= levels; level++) {
    for (let channel = 0; channel < 3; channel++) {
      palette[level * 3 + channel] = Math.round(BACKGROUND[channel] + ((FOREGROUND[channel] - BACKGROUND[channel]) * level) / levels);
    }
  }
  const scale = 512 / size;
  const rows = Buffer.alloc(size * (size + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          if (inside((x + (sx + 0.5) / SAMPLES) * scale, (y + (sy + 0.5) / SAMPLES) * scale)) covered++;
        }
      }
      rows[y * (size + 1) + 1 + x] = covered;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", palette),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
export function pngSize(bytes) {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
