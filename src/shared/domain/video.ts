export type VideoProvider = 'youtube' | 'vimeo' | 'loom';

export type VideoSource =
  | { kind: 'embed'; provider: VideoProvider; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'none' };

export const INVALID_YOUTUBE = 'Invalid YouTube video URL';
export const INVALID_VIMEO = 'Invalid Vimeo video URL';
export const INVALID_LOOM = 'Invalid Loom video URL';
export const INVALID_VIDEO = 'Invalid video URL';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const LOOM_HOSTS = new Set(['loom.com', 'www.loom.com']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]+$/i;
// Loom ids are 32 hex characters; share links may prefix them with a title slug.
const LOOM_ID = /(?:^|-)([0-9a-f]{32})$/i;

const segments = (url: URL): string[] => url.pathname.split('/').filter((s) => s !== '');

function youtube(url: URL): VideoSource {
  const parts = segments(url);
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v');
  else if (parts[0] && ['shorts', 'embed', 'live', 'v'].includes(parts[0])) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return { kind: 'invalid', message: INVALID_YOUTUBE };
  return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeo(url: URL): VideoSource {
  const parts = segments(url);
  let id: string | undefined;
  let hash: string | null | undefined;
  if (url.hostname === 'player.vimeo.com') {
    if (parts[0] === 'video') id = parts[1];
    hash = url.searchParams.get('h');
  } else {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id},
    // vimeo.com/showcase/{showcase}/video/{id}
    const video = parts.findIndex((p) => p === 'video' || p === 'videos');
    const at = video >= 0 ? video + 1 : parts.findIndex((p) => VIMEO_ID.test(p));
    if (at >= 0) {
      id = parts[at];
      hash = parts[at + 1] ?? url.searchParams.get('h');
    }
  }
  if (!id || !VIMEO_ID.test(id)) return { kind: 'invalid', message: INVALID_VIMEO };
  // Unlisted videos only play with their privacy hash.
  const query = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${id}${query}` };
}

function loom(url: URL): VideoSource {
  const parts = segments(url);
  const match = (parts[0] === 'share' || parts[0] === 'embed') && parts[1] ? LOOM_ID.exec(parts[1]) : null;
  if (!match) return { kind: 'invalid', message: INVALID_LOOM };
  return { kind: 'embed', provider: 'loom', src: `https://www.loom.com/embed/${match[1]!.toLowerCase()}` };
}

/** `guessed` marks a link pasted without a scheme, e.g. "youtu.be/abc". */
function parse(raw: string): { url: URL; guessed: boolean } | null {
  const attempt = (s: string): URL | null => {
    try {
      return new URL(s);
    } catch {
      return null;
    }
  };
  if (raw.startsWith('//')) {
    const url = attempt(`https:${raw}`);
    return url && { url, guessed: false };
  }
  const url = attempt(raw);
  if (url) return { url, guessed: false };
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(raw)) return null;
  const guessed = attempt(`https://${raw}`);
  return guessed && { url: guessed, guessed: true };
}

export function resolveVideo(url?: string | null): VideoSource {
  const raw = (url ?? '').trim();
  if (raw === '') return { kind: 'none' };
  // Same-origin uploads are served from a root-relative path.
  if (raw.startsWith('/') && !raw.startsWith('//') && !/[\s\\]/.test(raw)) return { kind: 'file', src: raw };

  const parsed = parse(raw);
  const invalid: VideoSource = { kind: 'invalid', message: INVALID_VIDEO };
  if (!parsed || (parsed.url.protocol !== 'https:' && parsed.url.protocol !== 'http:')) return invalid;
  const host = parsed.url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') return youtube(parsed.url);
  if (VIMEO_HOSTS.has(host)) return vimeo(parsed.url);
  if (LOOM_HOSTS.has(host)) return loom(parsed.url);
  // A scheme-less "name.mp4" is more likely a bare file name than a host; only providers are guessed.
  if (parsed.guessed) return invalid;
  return { kind: 'file', src: parsed.url.href };
}

export function noVideoText(kind: 'resource' | 'event' | 'generic'): string {
  if (kind === 'resource') return 'No video available for this resource';
  if (kind === 'event') return 'No video available for this event';
  return 'No video available';
}
