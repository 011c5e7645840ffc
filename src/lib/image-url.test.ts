import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url';

describe('image URLs against the image CDNs', () => {
  const cdns = ['https://cdn.example.ph/img/', 'https://cdn2.example.ph'];

  it('puts a relative path under the preferred CDN', () => {
    expect(resolveImageUrl('games/ul58.png', cdns)).toBe('https://cdn.example.ph/img/games/ul58.png');
    expect(resolveImageUrl('/games/ul58.png', cdns)).toBe('https://cdn.example.ph/img/games/ul58.png');
  });

  it('leaves full URLs and paths already on a CDN alone', () => {
    expect(resolveImageUrl('https://other.example/a.png', cdns)).toBe('https://other.example/a.png');
    expect(resolveImageUrl('//other.example/a.png', cdns)).toBe('//other.example/a.png');
    expect(resolveImageUrl('/mock-cdn/promo/a.svg', ['/mock-cdn'])).toBe('/mock-cdn/promo/a.svg');
    expect(resolveImageUrl('https://cdn2.example.ph/x.png', cdns)).toBe('https://cdn2.example.ph/x.png');
  });

  it('works on a relative CDN base and without any CDN', () => {
    expect(resolveImageUrl('games/2dl.png', ['/mock-cdn'])).toBe('/mock-cdn/games/2dl.png');
    expect(resolveImageUrl('games/2dl.png', [])).toBe('/games/2dl.png');
    expect(resolveImageUrl('', cdns)).toBeNull();
    expect(resolveImageUrl(null, cdns)).toBeNull();
  });

  it('trims every trailing slash of a CDN base', () => {
    expect(resolveImageUrl('games/ul58.png', ['https://cdn.example.ph/img//'])).toBe(
      'https://cdn.example.ph/img/games/ul58.png',
    );
  });

  it('skips empty CDN entries when choosing the preferred one', () => {
    expect(resolveImageUrl('games/ul58.png', ['', '/', 'https://cdn2.example.ph'])).toBe(
      'https://cdn2.example.ph/games/ul58.png',
    );
  });

  it('leaves a path that is exactly a CDN base alone', () => {
    expect(resolveImageUrl('/mock-cdn', ['/mock-cdn'])).toBe('/mock-cdn');
  });

  it('keeps a rooted path as it is when there is no CDN', () => {
    expect(resolveImageUrl('/games/2dl.png', [])).toBe('/games/2dl.png');
  });

  it('takes a colon inside a relative path for part of the path, not a scheme', () => {
    expect(resolveImageUrl('games/a:b.png', ['/mock-cdn'])).toBe('/mock-cdn/games/a:b.png');
  });
});
