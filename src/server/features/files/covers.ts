/**
 * Generated cover images (pure functions, no I/O). The server serves them at
 * `/files/covers/<id>.svg` and speaker avatars at `/files/covers/speaker-<slug>.svg`, so the demo
 * library never depends on an external image host.
 */

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

const FONT = "'Inter', 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Colour pairs for the background gradient, plus an accent for the pattern. */
const PALETTES: Array<{ from: string; to: string; accent: string; ink: string }> = [
  { from: '#3B1E78', to: '#7B4DDB', accent: '#C8AEFF', ink: '#FFFFFF' },
  { from: '#0F3D3E', to: '#2F7D6D', accent: '#B4CEB3', ink: '#FFFFFF' },
  { from: '#7A2E1F', to: '#D9774B', accent: '#FFE1CE', ink: '#FFFFFF' },
  { from: '#1E2A4A', to: '#3E5C9A', accent: '#AFC6F5', ink: '#FFFFFF' },
  { from: '#5A1F3C', to: '#B4497A', accent: '#FAD4D8', ink: '#FFFFFF' },
  { from: '#3D3328', to: '#8A7560', accent: '#DBD3C9', ink: '#FFFFFF' },
  { from: '#12343B', to: '#2D8A9E', accent: '#9EE0EC', ink: '#FFFFFF' },
  { from: '#2B2250', to: '#C2587E', accent: '#FFD3E0', ink: '#FFFFFF' },
];

const TYPE_LABELS: Record<string, string> = {
  resource: 'Resource',
  event: 'Event',
  'case-study': 'Case study',
  canvas: 'Canvas',
  canvascollection: 'Canvas collection',
  research: 'Research',
  active_research: 'Active research',
};

/** FNV-1a: a stable 32-bit hash so the same id always gets the same cover. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Characters allowed by XML 1.0 (lone surrogates and most control characters are not). */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  let out = '';
  for (const ch of value) {
    if (!isXmlChar(ch.codePointAt(0)!)) continue;
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'") out += '&apos;';
    else out += ch;
  }
  return out;
}

/** Rough advance width of a character in ems for a sans-serif bold face. */
function charWidth(ch: string): number {
  if (/[iljI.,:;'!|]/.test(ch)) return 0.3;
  if (/[ frt()\-[\]]/.test(ch)) return 0.38;
  if (/[mwMW@]/.test(ch)) return 0.88;
  if (/[A-Z0-9&%#]/.test(ch)) return 0.66;
  return 0.56;
}

function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w * fontSize;
}

/** Greedy word wrap to `maxWidth`; words longer than a line are broken; at most `maxLines` lines. */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const pushWord = (word: string) => {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      current = candidate;
      return;
    }
    if (current) lines.push(current);
    current = '';
    // A single word wider than the line is split into chunks.
    let rest = word;
    while (textWidth(rest, fontSize) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), fontSize) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  };
  for (const word of words) pushWord(word);
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] as string;
  while (last.length > 1 && textWidth(`${last}…`, fontSize) > maxWidth) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last.replace(/[\s.,;:–-]+$/, '')}…`;
  return kept;
}

function pattern(kind: number, accent: string, seed: number): string {
  const parts: string[] = [];
  switch (kind) {
    case 0: {
      // Concentric rings in the top-right corner.
      for (let i = 0; i < 7; i++) {
        parts.push(
          `<circle cx="1080" cy="110" r="${90 + i * 70}" fill="none" stroke="${accent}" stroke-opacity="${(0.32 - i * 0.035).toFixed(3)}" stroke-width="3"/>`,
        );
      }
      break;
    }
    case 1: {
      // Dot grid on the right half.
      for (let x = 660; x <= 1160; x += 40) {
        for (let y = 40; y <= 360; y += 40) {
          const r = 2 + ((x * 7 + y * 13 + seed) % 5) * 0.9;
          parts.push(
            `<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${accent}" fill-opacity="0.35"/>`,
          );
        }
      }
      break;
    }
    case 2: {
      // Diagonal bands.
      for (let i = 0; i < 6; i++) {
        const x = 620 + i * 110;
        parts.push(
          `<path d="M${x} 0 L${x + 60} 0 L${x - 280} ${COVER_HEIGHT} L${x - 340} ${COVER_HEIGHT} Z" fill="${accent}" fill-opacity="${(0.08 + (i % 3) * 0.05).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case 3: {
      // Soft overlapping blobs.
      const cx = 900 + (seed % 160);
      parts.push(`<circle cx="${cx}" cy="140" r="230" fill="${accent}" fill-opacity="0.22"/>`);
      parts.push(`<circle cx="${cx + 150}" cy="330" r="170" fill="${accent}" fill-opacity="0.16"/>`);
      parts.push(`<circle cx="${cx - 190}" cy="-40" r="150" fill="#FFFFFF" fill-opacity="0.10"/>`);
      break;
    }
    default: {
      // Stacked waves.
      for (let i = 0; i < 5; i++) {
        const y = 80 + i * 55;
        parts.push(
          `<path d="M560 ${y} C 720 ${y - 60}, 880 ${y + 60}, 1040 ${y} S 1280 ${y - 40}, 1280 ${y}" fill="none" stroke="${accent}" stroke-opacity="${(0.38 - i * 0.06).toFixed(2)}" stroke-width="4"/>`,
        );
      }
    }
  }
  return parts.join('');
}

/**
 * A deterministic 1200×675 SVG cover for a content item. With `title: null` (a members-only item
 * shown to a visitor) the cover keeps its colours, pattern and type label but carries no title,
 * neither drawn nor in its accessible name.
 */
export function renderCoverSvg(input: {
  id: string;
  title: string | null;
  type: string;
  /** A card's cover: neither title nor type label (the card prints both). */
  bare?: boolean;
}): string {
  const hash = hashString(input.id || input.title || 'praxis');
  const palette = PALETTES[hash % PALETTES.length]!;
  const patternKind = (hash >>> 8) % 5;
  const angle = (hash >>> 16) % 2 === 0 ? { x2: '1', y2: '1' } : { x2: '1', y2: '0' };
  const typeLabel = TYPE_LABELS[input.type] ?? (input.type || 'Resource');
  const label = typeLabel.toUpperCase();
  const title = input.title === null ? null : input.title.trim() || 'Untitled Resource';
  const name = title ?? `${typeLabel} cover`;

  const marginX = 80;
  const maxWidth = COVER_WIDTH - marginX * 2;
  let fontSize = 68;
  let lines = title === null ? [] : wrapText(title, maxWidth, fontSize, 4);
  if (title !== null && lines.length > 3) {
    fontSize = 56;
    lines = wrapText(title, maxWidth, fontSize, 4);
  }
  const lineHeight = Math.round(fontSize * 1.18);
  const bottom = COVER_HEIGHT - 140;
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const labelWidth = Math.round(textWidth(label, 22) + label.length * 2 + 50);
  const gid = `g${hash.toString(36)}`;

  const tspans = lines
    .map(
      (line, i) => `<tspan x="${marginX}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    '<defs>',
    `<linearGradient id="${gid}" x1="0" y1="0" x2="${angle.x2}" y2="${angle.y2}">`,
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>`,
    '</linearGradient>',
    `<linearGradient id="${gid}s" x1="0" y1="0" x2="0" y2="1">`,
    '<stop offset="0.35" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/>',
    '</linearGradient>',
    '</defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${gid})"/>`,
    pattern(patternKind, palette.accent, hash),
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${gid}s)"/>`,
    input.bare
      ? ''
      : `<rect x="${marginX}" y="72" width="${labelWidth}" height="46" rx="23" fill="#FFFFFF" fill-opacity="0.16" stroke="${palette.accent}" stroke-opacity="0.7"/>` +
        `<text x="${marginX + 24}" y="103" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="2" fill="${palette.ink}">${escapeXml(label)}</text>`,
    tspans
      ? `<text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${palette.ink}">${tspans}</text>`
      : '',
    `<rect x="${marginX}" y="${COVER_HEIGHT - 78}" width="36" height="6" rx="3" fill="${palette.accent}"/>`,
    `<text x="${marginX + 52}" y="${COVER_HEIGHT - 68}" font-family="${FONT}" font-size="24" font-weight="600" fill="${palette.ink}" fill-opacity="0.85">Praxis</text>`,
    '</svg>',
  ].join('');
}

/** Initials of a display name ("Dr Amara Okafor" → "AO"); '?' when there are none. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(dr|prof|mr|mrs|ms|mx)$/i.test(w));
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** "speaker-amara-okafor" → "Amara Okafor" (for serving `/files/covers/speaker-<slug>.svg`). */
export function speakerNameFromSlug(slug: string): string {
  return slug
    .replace(/^speaker-/, '')
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A 400×400 avatar with the speaker's initials on a gradient chosen from the name. */
export function renderSpeakerSvg(name: string): string {
  const hash = hashString(name.toLowerCase());
  const palette = PALETTES[hash % PALETTES.length]!;
  const initials = initialsOf(name);
  const gid = `s${hash.toString(36)}`;
  const label = name.trim() || 'Speaker';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="url(#${gid})"/>`,
    `<circle cx="330" cy="70" r="120" fill="${palette.accent}" fill-opacity="0.18"/>`,
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" fill="${palette.ink}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
