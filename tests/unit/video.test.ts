import { noVideoText, resolveVideo } from '@shared/domain/video';
import { describe, expect, it } from 'vitest';

const yt = (id: string) => ({
  kind: 'embed',
  provider: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/${id}`,
});
const ID = 'dQw4w9WgXcQ';

describe('resolveVideo: none', () => {
  it('is none for missing or blank links', () => {
    expect(resolveVideo()).toEqual({ kind: 'none' });
    expect(resolveVideo(null)).toEqual({ kind: 'none' });
    expect(resolveVideo('')).toEqual({ kind: 'none' });
    expect(resolveVideo('   ')).toEqual({ kind: 'none' });
  });
});

describe('resolveVideo: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/live/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://YOUTU.BE/${ID}  `,
  ])('embeds %s through the privacy-enhanced host', (url) => {
    expect(resolveVideo(url)).toEqual(yt(ID));
  });

  it('keeps ids with dashes and underscores', () => {
    expect(resolveVideo('https://youtu.be/a-b_c-d_e-f')).toEqual(yt('a-b_c-d_e-f'));
  });

  it.each([
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgX<Q',
    'https://youtu.be/',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/',
    'https://www.youtube.com/shorts/',
  ])("rejects %s with 'Invalid YouTube video URL'", (url) => {
    expect(resolveVideo(url)).toEqual({ kind: 'invalid', message: 'Invalid YouTube video URL' });
  });
});

describe('resolveVideo: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/showcase/123/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (url, src) => {
    expect(resolveVideo(url)).toEqual({ kind: 'embed', provider: 'vimeo', src });
  });

  it('keeps the privacy hash of unlisted videos', () => {
    expect(resolveVideo('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    });
    expect(resolveVideo('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&badge=0')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    });
  });

  it('drops a hash that is not hexadecimal rather than injecting it', () => {
    expect(resolveVideo('https://player.vimeo.com/video/1?h=x"><script>')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/1',
    });
  });

  it('rejects Vimeo pages without a video id', () => {
    expect(resolveVideo('https://vimeo.com/about')).toEqual({
      kind: 'invalid',
      message: 'Invalid Vimeo video URL',
    });
    expect(resolveVideo('https://player.vimeo.com/video/abc')).toEqual({
      kind: 'invalid',
      message: 'Invalid Vimeo video URL',
    });
  });
});

describe('resolveVideo: Loom', () => {
  const LOOM = '0281766fa2d04bb788eaf19e65135184';

  it.each([
    `https://www.loom.com/share/${LOOM}`,
    `https://loom.com/share/${LOOM}?sid=abc`,
    `https://www.loom.com/embed/${LOOM}`,
    `https://www.loom.com/share/Quarterly-review-walkthrough-${LOOM}`,
    `https://www.loom.com/share/${LOOM.toUpperCase()}`,
  ])('embeds %s', (url) => {
    expect(resolveVideo(url)).toEqual({
      kind: 'embed',
      provider: 'loom',
      src: `https://www.loom.com/embed/${LOOM}`,
    });
  });

  it.each([
    'https://www.loom.com/share/',
    'https://www.loom.com/share/not-an-id',
    'https://www.loom.com/looms/videos',
    `https://www.loom.com/other/${LOOM}`,
    'https://www.loom.com/',
  ])("rejects %s with 'Invalid Loom video URL'", (url) => {
    expect(resolveVideo(url)).toEqual({ kind: 'invalid', message: 'Invalid Loom video URL' });
  });
});

describe('resolveVideo: files', () => {
  it('plays any other http(s) address natively', () => {
    expect(resolveVideo('https://cdn.example.com/talks/keynote.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/talks/keynote.mp4',
    });
    expect(resolveVideo('http://media.example.org/a.webm?token=1')).toEqual({
      kind: 'file',
      src: 'http://media.example.org/a.webm?token=1',
    });
  });

  it('plays same-origin uploads given as root-relative paths', () => {
    expect(resolveVideo('/files/recordings/session.mp4')).toEqual({
      kind: 'file',
      src: '/files/recordings/session.mp4',
    });
  });

  it('reads protocol-relative links as https', () => {
    expect(resolveVideo('//cdn.example.com/a.ogg')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/a.ogg',
    });
  });

  it('is not fooled by a provider name in the user-info part', () => {
    expect(resolveVideo(`https://youtube.com@evil.example/watch?v=${ID}`)).toEqual({
      kind: 'file',
      src: `https://youtube.com@evil.example/watch?v=${ID}`,
    });
  });
});

describe('resolveVideo: unsafe or unusable links', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(document.cookie)',
    'data:video/mp4;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/video.mp4',
    'not a url',
    'recording.mp4',
    'cdn.example.com/a.mp4',
  ])("rejects %s with 'Invalid video URL'", (url) => {
    expect(resolveVideo(url)).toEqual({ kind: 'invalid', message: 'Invalid video URL' });
  });
});

describe('noVideoText', () => {
  it('uses the exact spec strings', () => {
    expect(noVideoText('resource')).toBe('No video available for this resource');
    expect(noVideoText('event')).toBe('No video available for this event');
    expect(noVideoText('generic')).toBe('No video available');
  });
});
