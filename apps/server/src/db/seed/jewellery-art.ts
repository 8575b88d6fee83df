/**
 * Demo product photography, drawn as SVG: rings, earrings, necklaces and bracelets in gold,
 * silver and rose gold on a soft studio backdrop. Each piece is drawn in an 800×800 box.
 */

export type Metal = 'gold' | 'silver' | 'rose';
export type Gem = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl' | 'amethyst';

export type Piece =
  | { kind: 'ring'; style: 'solitaire' | 'halo' | 'band' | 'cocktail'; metal: Metal; gem?: Gem }
  | { kind: 'earrings'; style: 'jhumka' | 'stud' | 'hoop' | 'drop' | 'chandbali'; metal: Metal; gem?: Gem }
  | { kind: 'necklace'; style: 'pendant' | 'pearls' | 'locket' | 'choker'; metal: Metal; gem?: Gem }
  | { kind: 'bracelet'; style: 'kada' | 'tennis' | 'chain' | 'charm'; metal: Metal; gem?: Gem };

const METALS: Record<Metal, { stops: string[]; backdrop: [string, string]; shadow: string }> = {
  gold: { stops: ['#7A5A24', '#E9CF8A', '#B38A3E', '#FBEBC0', '#8F6C2E'], backdrop: ['#FFFDF8', '#EFE3CF'], shadow: '#6B5330' },
  silver: { stops: ['#7D838B', '#F5F7F9', '#AEB4BB', '#FFFFFF', '#767C84'], backdrop: ['#FDFDFC', '#E7E6E3'], shadow: '#4F545B' },
  rose: { stops: ['#8C4E3F', '#F4C6B3', '#C5816C', '#FCE4D8', '#87493B'], backdrop: ['#FFFBF8', '#F1DDD5'], shadow: '#6E3F35' },
};

const GEMS: Record<Gem, [string, string, string]> = {
  diamond: ['#FFFFFF', '#D9E7F3', '#9DB6CF'],
  ruby: ['#FF8A9A', '#B5122F', '#58061A'],
  emerald: ['#7BE8B8', '#0F7A4F', '#05361F'],
  sapphire: ['#8AB8FF', '#1D44A8', '#0A1A4D'],
  pearl: ['#FFFFFF', '#F2ECE1', '#CBC1B1'],
  amethyst: ['#E2B8FF', '#7B3FB5', '#3A1660'],
};

function defs(metal: Metal, gem: Gem): string {
  const m = METALS[metal];
  const g = GEMS[gem];
  const metalStops = m.stops
    .map((colour, i) => `<stop offset="${(i / (m.stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`)
    .join('');
  return `<defs>
  <radialGradient id="backdrop" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${m.backdrop[0]}"/><stop offset="1" stop-color="${m.backdrop[1]}"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">${metalStops}</linearGradient>
  <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1">${metalStops}</linearGradient>
  <radialGradient id="gem" cx="38%" cy="32%" r="70%"><stop offset="0" stop-color="${g[0]}"/><stop offset="0.55" stop-color="${g[1]}"/><stop offset="1" stop-color="${g[2]}"/></radialGradient>
  <radialGradient id="pearl" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="#F3EEE4"/><stop offset="1" stop-color="#C9BFAE"/></radialGradient>
  <radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${m.shadow}" stop-opacity="0.28"/><stop offset="1" stop-color="${m.shadow}" stop-opacity="0"/></radialGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.2"/></filter>
</defs>`;
}

/** A faceted gem seen from above: table, crown facets and a sparkle. */
function cutGem(cx: number, cy: number, r: number, gem: Gem): string {
  if (gem === 'pearl') return pearl(cx, cy, r);
  const points = (radius: number, offset = 0) =>
    Array.from({ length: 8 }, (_, i) => {
      const angle = ((i + offset) * Math.PI) / 4;
      return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
    });
  const outer = points(r, 0.5);
  const table = points(r * 0.55, 0.5);
  const facets = outer
    .map((p, i) => `<polygon points="${p} ${outer[(i + 1) % 8]} ${table[(i + 1) % 8]} ${table[i]}" fill="url(#gem)" opacity="${(0.55 + (i % 3) * 0.15).toFixed(2)}"/>`)
    .join('');
  return `<g>
    <polygon points="${outer.join(' ')}" fill="url(#gem)" stroke="url(#metal)" stroke-width="${(r * 0.12).toFixed(1)}"/>
    ${facets}
    <polygon points="${table.join(' ')}" fill="url(#gem)" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="1.5"/>
    <path d="M${cx - r * 0.3},${cy - r * 0.22} l${r * 0.18},-${r * 0.1}" stroke="#FFFFFF" stroke-width="${(r * 0.08).toFixed(1)}" stroke-linecap="round" opacity="0.9"/>
    <circle cx="${cx + r * 0.25}" cy="${cy - r * 0.35}" r="${(r * 0.06).toFixed(1)}" fill="#FFFFFF" opacity="0.9"/>
  </g>`;
}

function pearl(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#pearl)"/><ellipse cx="${cx - r * 0.32}" cy="${cy - r * 0.38}" rx="${r * 0.22}" ry="${r * 0.14}" fill="#FFFFFF" opacity="0.85"/>`;
}

function prongs(cx: number, cy: number, r: number): string {
  return [-1, 1]
    .flatMap((sx) => [-1, 1].map((sy) => `<circle cx="${cx + sx * r * 0.72}" cy="${cy + sy * r * 0.72}" r="${r * 0.13}" fill="url(#metal)"/>`))
    .join('');
}

/** Points along an ellipse arc, for stones set around a band. */
function alongEllipse(cx: number, cy: number, rx: number, ry: number, from: number, to: number, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const t = from + ((to - from) * i) / Math.max(1, n - 1);
    return { x: cx + rx * Math.cos(t), y: cy + ry * Math.sin(t) };
  });
}

/** Points along a quadratic curve from a to b bending through control point c. */
function alongCurve(a: [number, number], c: [number, number], b: [number, number], n: number) {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const u = 1 - t;
    return { x: u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], y: u * u * a[1] + 2 * u * t * c[1] + t * t * b[1] };
  });
}

function band(cx: number, cy: number, rx: number, ry: number, width: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#metal)" stroke-width="${width}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx - width * 0.32}" ry="${ry - width * 0.32}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${width * 0.12}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx + width * 0.4}" ry="${ry + width * 0.4}" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="2"/>`;
}

function ring(style: 'solitaire' | 'halo' | 'band' | 'cocktail', gem: Gem): string {
  const shadow = `<ellipse cx="400" cy="690" rx="240" ry="36" fill="url(#shadow)"/>`;
  if (style === 'band') {
    return `${shadow}${band(360, 430, 190, 200, 40)}${band(450, 460, 180, 190, 26)}`;
  }
  const top = style === 'cocktail' ? 88 : style === 'halo' ? 62 : 70;
  const setting =
    style === 'halo'
      ? alongEllipse(400, 240, top + 30, top + 30, 0, Math.PI * 2 * (23 / 24), 24)
          .map((p) => cutGem(p.x, p.y, 11, 'diamond'))
          .join('') + cutGem(400, 240, top, gem)
      : style === 'cocktail'
        ? cutGem(400, 236, top, gem) + alongEllipse(400, 236, top + 26, top + 18, Math.PI * 0.1, Math.PI * 0.9, 7).map((p) => cutGem(p.x, p.y, 12, 'diamond')).join('')
        : `${prongs(400, 240, top)}${cutGem(400, 240, top, gem)}`;
  return `${shadow}
    <path d="M330,330 Q400,300 470,330" fill="none" stroke="url(#metal)" stroke-width="26" stroke-linecap="round"/>
    ${band(400, 480, 200, 190, 36)}
    ${setting}`;
}

function hook(x: number, y: number): string {
  return `<path d="M${x},${y} q0,-70 40,-80 q36,-6 36,34" fill="none" stroke="url(#metal)" stroke-width="7" stroke-linecap="round"/>`;
}

function earring(style: 'jhumka' | 'stud' | 'hoop' | 'drop' | 'chandbali', gem: Gem, x: number): string {
  switch (style) {
    case 'stud':
      return `${alongEllipse(x, 380, 58, 58, 0, Math.PI * 2 * (5 / 6), 6).map((p) => cutGem(p.x, p.y, 30, gem)).join('')}${cutGem(x, 380, 32, 'diamond')}`;
    case 'hoop':
      return `${band(x, 420, 120, 150, 22)}<circle cx="${x}" cy="268" r="12" fill="url(#metal)"/>`;
    case 'drop':
      return `${hook(x, 220)}<line x1="${x}" y1="220" x2="${x}" y2="330" stroke="url(#metal)" stroke-width="6"/>${cutGem(x, 250, 22, 'diamond')}${pearl(x, 400, 70)}`;
    case 'jhumka': {
      const beads = alongEllipse(x, 500, 102, 18, 0, Math.PI, 9).map((p) => `<line x1="${p.x}" y1="${p.y}" x2="${p.x}" y2="${p.y + 38}" stroke="url(#metal)" stroke-width="3"/>${gem === 'pearl' ? pearl(p.x, p.y + 48, 11) : cutGem(p.x, p.y + 48, 10, gem)}`).join('');
      return `${hook(x, 200)}${cutGem(x, 240, 40, gem)}
        <path d="M${x - 100},500 Q${x - 96},330 ${x},310 Q${x + 96},330 ${x + 100},500 Z" fill="url(#metalV)" stroke="#5C4319" stroke-opacity="0.25"/>
        ${alongCurve([x - 80, 470], [x, 330], [x + 80, 470], 7).map((p) => `<circle cx="${p.x}" cy="${p.y}" r="7" fill="#FFFFFF" opacity="0.35"/>`).join('')}
        <ellipse cx="${x}" cy="500" rx="102" ry="18" fill="url(#metal)"/>${beads}`;
    }
    case 'chandbali':
      return `${hook(x, 200)}${cutGem(x, 250, 34, gem)}
        <path d="M${x - 120},330 Q${x},560 ${x + 120},330 Q${x},470 ${x - 120},330 Z" fill="url(#metal)"/>
        ${alongCurve([x - 110, 350], [x, 580], [x + 110, 350], 9).map((p) => cutGem(p.x, p.y + 20, 12, gem)).join('')}`;
  }
}

function earrings(style: 'jhumka' | 'stud' | 'hoop' | 'drop' | 'chandbali', gem: Gem): string {
  return `<ellipse cx="400" cy="700" rx="280" ry="34" fill="url(#shadow)"/>
    <g transform="rotate(-6 250 400)">${earring(style, gem, 250)}</g>
    <g transform="rotate(6 550 400)">${earring(style, gem, 550)}</g>`;
}

function chain(from: [number, number], via: [number, number], to: [number, number], links: number): string {
  return alongCurve(from, via, to, links)
    .map((p, i) => `<ellipse cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="${i % 2 ? 7 : 9}" ry="${i % 2 ? 9 : 6}" fill="none" stroke="url(#metal)" stroke-width="4"/>`)
    .join('');
}

function necklace(style: 'pendant' | 'pearls' | 'locket' | 'choker', gem: Gem): string {
  const shadow = `<ellipse cx="400" cy="720" rx="260" ry="30" fill="url(#shadow)"/>`;
  switch (style) {
    case 'pearls':
      return `${shadow}${alongCurve([110, 90], [400, 900], [690, 90], 31).map((p) => pearl(p.x, p.y, 21)).join('')}`;
    case 'pendant':
      return `${shadow}${chain([120, 80], [400, 760], [680, 80], 70)}
        <circle cx="400" cy="432" r="12" fill="none" stroke="url(#metal)" stroke-width="6"/>
        <path d="M400,450 L452,520 L400,640 L348,520 Z" fill="url(#metal)"/>${cutGem(400, 535, 44, gem)}`;
    case 'locket':
      return `${shadow}${chain([120, 80], [400, 740], [680, 80], 70)}
        <circle cx="400" cy="420" r="12" fill="none" stroke="url(#metal)" stroke-width="6"/>
        <path d="M400,640 C300,570 270,520 290,480 C310,440 370,440 400,485 C430,440 490,440 510,480 C530,520 500,570 400,640 Z" fill="url(#metal)" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
        <path d="M330,490 C340,470 365,468 378,486" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="6" fill="none" stroke-linecap="round"/>
        ${cutGem(400, 540, 16, gem)}`;
    case 'choker': {
      const stones = alongCurve([150, 200], [400, 620], [650, 200], 13);
      return `${shadow}
        <path d="M140,190 Q400,640 660,190" fill="none" stroke="url(#metal)" stroke-width="58" stroke-linecap="round"/>
        <path d="M140,190 Q400,640 660,190" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="6"/>
        ${stones.map((p, i) => cutGem(p.x, p.y, i % 2 ? 16 : 22, i % 2 ? 'emerald' : gem)).join('')}
        ${stones.filter((_, i) => i % 2 === 0).map((p) => `<line x1="${p.x}" y1="${p.y + 24}" x2="${p.x}" y2="${p.y + 70}" stroke="url(#metal)" stroke-width="3"/>${pearl(p.x, p.y + 80, 12)}`).join('')}
        ${cutGem(400, 470, 38, gem)}`;
    }
  }
}

function bracelet(style: 'kada' | 'tennis' | 'chain' | 'charm', gem: Gem): string {
  const shadow = `<ellipse cx="400" cy="650" rx="290" ry="40" fill="url(#shadow)"/>`;
  switch (style) {
    case 'kada':
      return `${shadow}${band(350, 420, 220, 120, 46)}${band(450, 450, 220, 120, 46)}
        ${alongEllipse(450, 450, 220, 120, Math.PI * 0.15, Math.PI * 0.85, 9).map((p) => `<circle cx="${p.x}" cy="${p.y}" r="8" fill="#FFFFFF" opacity="0.55"/>`).join('')}`;
    case 'tennis':
      return `${shadow}<ellipse cx="400" cy="420" rx="250" ry="150" fill="none" stroke="url(#metal)" stroke-width="30"/>
        ${alongEllipse(400, 420, 250, 150, 0, Math.PI * 2 * (27 / 28), 28).map((p) => cutGem(p.x, p.y, 15, gem)).join('')}`;
    case 'chain':
      return `${shadow}${alongEllipse(400, 420, 250, 150, 0, Math.PI * 2 * (41 / 42), 42)
        .map((p, i) => `<ellipse cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="${i % 2 ? 12 : 16}" ry="${i % 2 ? 16 : 10}" fill="none" stroke="url(#metal)" stroke-width="7"/>`)
        .join('')}<circle cx="400" cy="575" r="20" fill="none" stroke="url(#metal)" stroke-width="8"/>`;
    case 'charm':
      return `${shadow}${alongEllipse(400, 380, 250, 150, 0, Math.PI * 2 * (41 / 42), 42)
        .map((p, i) => `<ellipse cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="${i % 2 ? 9 : 12}" ry="${i % 2 ? 12 : 8}" fill="none" stroke="url(#metal)" stroke-width="5"/>`)
        .join('')}
        ${alongEllipse(400, 380, 250, 150, Math.PI * 0.2, Math.PI * 0.8, 5).map((p, i) => `<line x1="${p.x}" y1="${p.y}" x2="${p.x}" y2="${p.y + 40}" stroke="url(#metal)" stroke-width="3"/>${i % 2 ? cutGem(p.x, p.y + 58, 18, 'diamond') : pearl(p.x, p.y + 58, 22)}`).join('')}`;
  }
}

function drawPiece(piece: Piece): string {
  const gem = piece.gem ?? 'diamond';
  switch (piece.kind) {
    case 'ring':
      return ring(piece.style, gem);
    case 'earrings':
      return earrings(piece.style, gem);
    case 'necklace':
      return necklace(piece.style, gem);
    case 'bracelet':
      return bracelet(piece.style, gem);
  }
}

/** A square product shot; without the backdrop, the piece alone on a transparent ground. */
export function productSvg(piece: Piece, { backdrop = true } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
${defs(piece.metal, piece.gem ?? 'diamond')}
${backdrop ? '<rect width="800" height="800" fill="url(#backdrop)"/>' : ''}
<g transform="translate(40 50) scale(0.9)">${drawPiece(piece)}</g>
</svg>`;
}

/** A wide editorial image for a blog post: one piece, off-centre, with a fine frame. */
export function editorialSvg(piece: Piece, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 750" width="1200" height="750">
${defs(piece.metal, piece.gem ?? 'diamond')}
<rect width="1200" height="750" fill="url(#backdrop)"/>
<rect x="0" y="0" width="430" height="750" fill="${accent}" opacity="0.9"/>
<circle cx="430" cy="375" r="300" fill="none" stroke="#B08D57" stroke-opacity="0.55" stroke-width="1.5"/>
<circle cx="430" cy="375" r="318" fill="none" stroke="#B08D57" stroke-opacity="0.3" stroke-width="1"/>
<g transform="translate(420 55) scale(0.82)">${drawPiece(piece)}</g>
</svg>`;
}
