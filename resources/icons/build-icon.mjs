// Writes the app icon, icon.svg and a 512x512 icon.png, from ONE table of shapes, so
// the two always agree; scripts/icons draws the installers' .ico, .icns and Linux PNGs
// from the same table (npm run icons).
// Node built-ins only: the PNG is rasterised here with 4x4 supersampling and
// encoded with zlib. Run: node resources/icons/build-icon.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

export const SIZE = 512;

/**
 * The icon on a 512 grid, painted in order: a blue tile, a white shipping
 * container with ribs on an amber deck, and an amber arrow (freight on its way).
 */
export const SHAPES = [
  { kind: 'rect', x: 32, y: 32, width: 448, height: 448, radius: 104, fill: '#2f48b8' },
  { kind: 'rect', x: 112, y: 200, width: 288, height: 160, radius: 14, fill: '#ffffff' },
  ...[0, 1, 2, 3, 4].map((i) => ({
    kind: 'rect',
    x: 150 + i * 48,
    y: 226,
    width: 20,
    height: 108,
    radius: 10,
    fill: '#c9d2f6',
  })),
  { kind: 'rect', x: 96, y: 380, width: 320, height: 28, radius: 14, fill: '#f5a524' },
  { kind: 'rect', x: 120, y: 132, width: 210, height: 26, radius: 13, fill: '#f5a524' },
  {
    kind: 'polygon',
    points: [
      [312, 100],
      [392, 145],
      [312, 190],
    ],
    fill: '#f5a524',
  },
];

export function toSvg(shapes = SHAPES) {
  const body = shapes.map((shape) =>
    shape.kind === 'rect'
      ? `  <rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${shape.fill}"/>`
      : `  <polygon points="${shape.points.map((point) => point.join(',')).join(' ')}" fill="${shape.fill}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '  <title>Freight Desk</title>',
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

function insideRoundedRect(shape, px, py) {
  const { x, y, width, height, radius } = shape;
  if (px < x || px > x + width || py < y || py > y + height) return false;
  // Distance from the nearest corner circle's centre, when in a corner square.
  const cx = Math.min(Math.max(px, x + radius), x + width - radius);
  const cy = Math.min(Math.max(py, y + radius), y + height - radius);
  return (px - cx) ** 2 + (py - cy) ** 2 <= radius ** 2;
}

function insidePolygon(points, px, py) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const hexToRgb = (hex) => [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));

/** RGBA pixels of the shapes at `size` x `size`, each pixel the average of 4x4 samples. */
export function rasterize(shapes = SHAPES, size = SIZE) {
  const scale = SIZE / size;
  const samples = 4;
  const colours = shapes.map((shape) => hexToRgb(shape.fill));
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = (x + (sx + 0.5) / samples) * scale;
          const py = (y + (sy + 0.5) / samples) * scale;
          for (let i = shapes.length - 1; i >= 0; i--) {
            const shape = shapes[i];
            const hit = shape.kind === 'rect' ? insideRoundedRect(shape, px, py) : insidePolygon(shape.points, px, py);
            if (hit) {
              const [cr, cg, cb] = colours[i];
              r += cr;
              g += cg;
              b += cb;
              covered++;
              break;
            }
          }
        }
      }
      const offset = (y * size + x) * 4;
      if (covered > 0) {
        // Straight (not premultiplied) alpha, as PNG stores it.
        pixels[offset] = Math.round(r / covered);
        pixels[offset + 1] = Math.round(g / covered);
        pixels[offset + 2] = Math.round(b / covered);
        pixels[offset + 3] = Math.round((covered / (samples * samples)) * 255);
      }
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG file (8-bit RGBA, no interlace) of `width` x `height` RGBA pixels. */
export function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // compression, filter and interlace methods: 0
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('./icon.svg', import.meta.url), toSvg());
  writeFileSync(new URL('./icon.png', import.meta.url), encodePng(SIZE, SIZE, rasterize()));
  console.log('wrote resources/icons/icon.svg and icon.png');
}
