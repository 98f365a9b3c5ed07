import type { SeedBlock } from './types';

export const heading = (title: string | null, level?: 1 | 2 | 3): SeedBlock => ({
  type: 'heading',
  data: { ...(title === null ? {} : { title }), ...(level === undefined ? {} : { level }) },
});
export const paragraph = (text: string): SeedBlock => ({ type: 'paragraph', data: { text } });
export const bullets = (items: string[]): SeedBlock => ({
  type: 'list',
  data: { items, style: 'unordered' },
});
export const numbered = (items: string[]): SeedBlock => ({ type: 'list', data: { items, style: 'ordered' } });
export const image = (url: string, alt: string, caption?: string): SeedBlock => ({
  type: 'image',
  data: { url, alt, ...(caption ? { caption } : {}) },
});
export const pdf = (url: string, title: string): SeedBlock => ({ type: 'pdf', data: { url, title } });
export const video = (url: string, caption?: string): SeedBlock => ({
  type: 'video',
  data: { url, ...(caption ? { caption } : {}) },
});
export const link = (url: string, title: string): SeedBlock => ({ type: 'url', data: { url, title } });

export const coverUrl = (id: string) => `/files/covers/${id}.svg`;

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const speakerPhotoUrl = (name: string) => `/files/covers/speaker-${slugify(name)}.svg`;
