// Draws the demo projects' cover illustrations as SVG (public/images/projects/<slug>.svg), so the demo
// catalog looks finished without shipping photographs, and renders each as AVIF at the widths the web app's
// srcset names (<slug>-<width>.avif), which is what browsers load (docs/web-performance.md says why).
// Deterministic: the same title gives the same picture. The output is committed, so neither the build nor the
// server renders images.
// Run: npm run project-art -w @cobuy/web
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** Keep in step with BUNDLED_IMAGE_WIDTHS in src/features/projects/bundled-image.ts (its test checks the files). */
const WIDTHS = [400, 800, 1200];
/** The drawings' own size (their viewBox). */
const DRAWN_WIDTH = 800;
/**
 * Flat colours and hard edges: quality 55 with full-resolution colour keeps the window grids crisp at a little over
 * half of WebP's size (800 px, four covers: 3.6-5.6 KB against 6.2-10.6 KB at WebP quality 75). Effort 6 of 9: 9
 * took three times as long for a few per cent less.
 */
const SHARE_WIDTH = 1200;
const SHARE_JPEG = { quality: 80, mozjpeg: true };
const AVIF = { quality: 55, effort: 6, chromaSubsampling: '4:4:4' };

const PROJECTS = [
  ['East Legon Heights', 'terraces'],
  ['Cantonments Skyline Residences', 'towers'],
  ['Airport Residential Gardens', 'apartments'],
  ['Spintex Business Square', 'commercial'],
  ['Tema Community 25 Terraces', 'terraces'],
  ['Osu Oxford Street Mixed-Use', 'mixed'],
  ['Adenta Family Villas', 'villas'],
  ['Labone Courtyard Apartments', 'apartments'],
  ['Lekki Waterfront Towers', 'towers'],
  ['Dubai Marina Crest', 'mixed'],
];

const SKIES = [
  ['#ffd89b', '#f4a261'],
  ['#a8e0ff', '#4a90c2'],
  ['#fbc2eb', '#8fa8d9'],
  ['#f9d976', '#e76f51'],
  ['#c2e9fb', '#6fa3d1'],
];
const WALLS = ['#f4efe6', '#e9dcc9', '#f1e3d3', '#dfe7e2', '#ece4db'];
const ROOFS = ['#9c4a2f', '#7a3b2e', '#b5563a', '#6b3a2a'];

export const slugify = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function random(seedText) {
  let state = [...seedText].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return () => (state = (state * 1_103_515_245 + 12_345) >>> 0) / 4_294_967_296;
}

function windows(x, y, w, h, rows, cols, rnd) {
  const out = [];
  const gw = w / cols;
  const gh = h / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = rnd() > 0.75 ? '#ffe8a3' : '#7fa7c4';
      out.push(
        `<rect x="${(x + c * gw + gw * 0.22).toFixed(1)}" y="${(y + r * gh + gh * 0.2).toFixed(1)}" width="${(gw * 0.56).toFixed(1)}" height="${(gh * 0.55).toFixed(1)}" fill="${lit}" opacity="0.9"/>`,
      );
    }
  }
  return out.join('');
}

function block(x, w, h, wall, rnd, floors) {
  const y = 380 - h;
  const cols = Math.max(2, Math.round(w / 26));
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="6" fill="#00000022"/>` +
    windows(x + 4, y + 10, w - 8, h - 20, floors, cols, rnd)
  );
}

function house(x, w, wall, roof, rnd) {
  const h = 70 + Math.floor(rnd() * 20);
  const y = 380 - h;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>` +
    `<polygon points="${x - 6},${y} ${x + w / 2},${y - 34} ${x + w + 6},${y}" fill="${roof}"/>` +
    windows(x + 6, y + 12, w - 12, h - 30, 2, 2, rnd) +
    `<rect x="${x + w / 2 - 8}" y="${380 - 26}" width="16" height="26" fill="#5b3a29"/>`
  );
}

function palm(x, rnd) {
  const h = 70 + rnd() * 30;
  const top = 380 - h;
  const leaves = [-60, -25, 10, 45, 80]
    .map(
      (a) =>
        `<path d="M${x},${top} q${Math.cos((a * Math.PI) / 180) * 30},${-18} ${Math.cos((a * Math.PI) / 180) * 48},${Math.sin((a * Math.PI) / 180) * 26 + 10}" stroke="#2d6a4f" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x},380 q6,${-h / 2} 0,${-h}" stroke="#6b4f3a" stroke-width="6" fill="none"/>${leaves}`;
}

function scene(title, kind) {
  const rnd = random(title);
  const [skyTop, skyBottom] = SKIES[Math.floor(rnd() * SKIES.length)];
  const parts = [];
  // Distant skyline.
  for (let x = 0; x < 800; x += 40 + rnd() * 30) {
    const h = 40 + rnd() * 90;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${(380 - h).toFixed(0)}" width="${(30 + rnd() * 30).toFixed(0)}" height="${h.toFixed(0)}" fill="#ffffff" opacity="0.25"/>`,
    );
  }
  const wall = () => WALLS[Math.floor(rnd() * WALLS.length)];
  const roof = ROOFS[Math.floor(rnd() * ROOFS.length)];
  if (kind === 'terraces' || kind === 'villas') {
    const w = kind === 'villas' ? 130 : 80;
    for (let x = 40; x < 760 - w; x += w + (kind === 'villas' ? 50 : 8)) parts.push(house(x, w, wall(), roof, rnd));
  } else if (kind === 'towers') {
    parts.push(
      block(120, 150, 300, wall(), rnd, 12),
      block(330, 130, 250, wall(), rnd, 10),
      block(520, 160, 280, wall(), rnd, 11),
    );
  } else if (kind === 'apartments') {
    parts.push(
      block(80, 200, 160, wall(), rnd, 5),
      block(300, 220, 190, wall(), rnd, 6),
      block(540, 180, 150, wall(), rnd, 5),
    );
  } else if (kind === 'commercial') {
    parts.push(
      block(70, 660, 120, wall(), rnd, 3),
      `<rect x="70" y="330" width="660" height="50" fill="#3d5a6c" opacity="0.85"/>`,
    );
  } else {
    parts.push(block(300, 140, 310, wall(), rnd, 13), block(80, 620, 90, wall(), rnd, 2));
  }
  const palms = [20 + rnd() * 40, 740 + rnd() * 30].map((x) => palm(x, rnd)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${title}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#sky)"/>
<circle cx="${(120 + rnd() * 560).toFixed(0)}" cy="${(70 + rnd() * 50).toFixed(0)}" r="34" fill="#fff5d6" opacity="0.85"/>
${parts.join('\n')}
<rect y="380" width="800" height="70" fill="#4f7a4a"/>
<rect y="405" width="800" height="22" fill="#59595e"/>
<rect y="414" width="800" height="3" fill="#f1f1f1" stroke-dasharray="30 20" opacity="0.8"/>
${palms}
</svg>
`;
}

const dir = new URL('../public/images/projects/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [title, kind] of PROJECTS) {
  const slug = slugify(title);
  const svg = scene(title, kind);
  writeFileSync(new URL(`${slug}.svg`, dir), svg);
  for (const width of WIDTHS) {
    // Rendered at the target size (density scales the vector drawing), not drawn at 800 and resampled.
    await sharp(Buffer.from(svg), { density: (72 * width) / DRAWN_WIDTH })
      .resize(width)
      .avif(AVIF)
      .toFile(new URL(`${slug}-${width}.avif`, dir).pathname);
  }
  // The link-preview picture (og:image, server-render/page-meta.ts): preview crawlers read neither SVG nor AVIF.
  await sharp(Buffer.from(svg), { density: (72 * SHARE_WIDTH) / DRAWN_WIDTH })
    .resize(SHARE_WIDTH)
    .jpeg(SHARE_JPEG)
    .toFile(new URL(`${slug}-${SHARE_WIDTH}.jpg`, dir).pathname);
}
console.log(
  `wrote ${PROJECTS.length} project illustrations (SVG, AVIF at ${WIDTHS.join(', ')} px, JPEG at ${SHARE_WIDTH} px) to ${dir.pathname}`,
);
