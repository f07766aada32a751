import { mulberry32, seedFor } from '../db/seed/prng';

// Generated sample photos: calm, abstract pictures drawn as SVG, so the directory needs no downloads and no
// stock images of real people. The same provider and number always give the same picture.
const PALETTES = [
  { wall: '#e8f1f2', accent: '#2f7f86', soft: '#b9d8da', wood: '#c9a27e' },
  { wall: '#f3eee8', accent: '#8a6a4f', soft: '#e0cfbd', wood: '#b08865' },
  { wall: '#eef0f6', accent: '#4a5a8c', soft: '#c5cbe3', wood: '#c4a484' },
  { wall: '#eef4ec', accent: '#4f7a52', soft: '#c7dcc4', wood: '#bf9b73' },
  { wall: '#f6eef0', accent: '#9a5468', soft: '#e7c9d1', wood: '#c29f80' },
];
const SKIN = ['#f1d3bd', '#e2b48f', '#c98e63', '#a46c45', '#7a4b2e', '#5b3620'];
const HAIR = ['#2b1d14', '#4a3020', '#6b4a2b', '#a07444', '#1d1d1d', '#8c8c8c'];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initials(name: string) {
  return name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !['of', 'and', 'the', '&'].includes(w.toLowerCase()))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

export function headshotSvg(providerId: number, displayName: string) {
  const rnd = mulberry32(seedFor(7, providerId));
  const p = PALETTES[providerId % PALETTES.length];
  const skin = SKIN[Math.floor(rnd() * SKIN.length)];
  const hair = HAIR[Math.floor(rnd() * HAIR.length)];
  const long = rnd() < 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(`Illustrated portrait for ${displayName}`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
${long ? `<path d="M118 190 Q110 90 200 82 Q290 90 282 190 L290 300 L110 300 Z" fill="${hair}"/>` : ''}
<path d="M70 400 Q78 300 200 290 Q322 300 330 400 Z" fill="${p.accent}"/>
<path d="M168 262 L232 262 L226 305 Q200 322 174 305 Z" fill="${skin}"/>
<path d="M160 300 L200 340 L240 300 L250 310 L200 372 L150 310 Z" fill="#ffffff" opacity="0.92"/>
<ellipse cx="200" cy="190" rx="74" ry="88" fill="${skin}"/>
<path d="M126 180 Q124 100 200 98 Q276 100 274 180 Q262 132 200 128 Q140 132 126 180 Z" fill="${hair}"/>
<text x="366" y="380" text-anchor="end" font-family="system-ui, sans-serif" font-size="30" font-weight="600" fill="${p.accent}" opacity="0.55">${esc(initials(displayName))}</text>
</svg>`;
}

export function practiceSvg(providerId: number, n: number, practiceName: string) {
  const rnd = mulberry32(seedFor(providerId, n));
  const p = PALETTES[(providerId + n) % PALETTES.length];
  const windowX = 40 + Math.floor(rnd() * 200);
  const plantX = rnd() < 0.5 ? 60 : 560;
  const chairs = 1 + Math.floor(rnd() * 3);
  const chairSvg = Array.from({ length: chairs }, (_, i) => {
    const x = 300 + i * 90 - (chairs - 1) * 45;
    return `<rect x="${x}" y="300" width="70" height="50" rx="10" fill="${p.accent}" opacity="0.85"/><rect x="${x}" y="268" width="70" height="40" rx="10" fill="${p.accent}"/><rect x="${x + 8}" y="350" width="6" height="30" fill="${p.wood}"/><rect x="${x + 56}" y="350" width="6" height="30" fill="${p.wood}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" role="img" aria-label="${esc(`Illustration of ${practiceName}`)}">
<rect width="640" height="420" fill="${p.wall}"/>
<rect y="330" width="640" height="90" fill="${p.soft}"/>
<rect x="${windowX}" y="50" width="170" height="150" rx="6" fill="#ffffff"/>
<rect x="${windowX + 8}" y="58" width="154" height="134" fill="#cfe6f3"/>
<circle cx="${windowX + 120}" cy="95" r="18" fill="#fff3c4"/>
<path d="M${windowX + 8} 170 Q${windowX + 60} 140 ${windowX + 100} 160 T${windowX + 162} 150 L${windowX + 162} 192 L${windowX + 8} 192 Z" fill="#a9d3b0"/>
<rect x="${windowX + 83}" y="58" width="4" height="134" fill="#ffffff"/>
<rect x="420" y="70" width="150" height="100" rx="4" fill="#ffffff" stroke="${p.accent}" stroke-width="4"/>
<text x="495" y="132" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="${p.accent}">${esc(initials(practiceName))}</text>
<ellipse cx="${plantX}" cy="330" rx="26" ry="10" fill="#000" opacity="0.08"/>
<rect x="${plantX - 18}" y="290" width="36" height="40" rx="4" fill="${p.wood}"/>
<path d="M${plantX} 290 Q${plantX - 40} 240 ${plantX - 20} 210 Q${plantX - 5} 250 ${plantX} 290 Q${plantX + 10} 230 ${plantX + 30} 215 Q${plantX + 30} 260 ${plantX} 290 Z" fill="#5f9a6a"/>
${chairSvg}
</svg>`;
}
