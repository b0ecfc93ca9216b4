import { describe, expect, it } from 'vitest';
import { mapTilesSource, readMapTiles } from '../../server/config.ts';
import { securityHeaderOptions } from '../../server/http/security-headers.ts';

describe("the navigator map's tile server setting", () => {
  it('is OpenStreetMap with its attribution by default', () => {
    expect(readMapTiles({})).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© участники OpenStreetMap',
    });
  });

  it('takes another server with its own attribution', () => {
    expect(
      readMapTiles({
        MAP_TILES_URL: 'https://{s}.tiles.example.ru/map/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© Картография',
      }),
    ).toEqual({
      url: 'https://{s}.tiles.example.ru/map/{z}/{x}/{y}.png',
      attribution: '© Картография',
    });
  });

  it.each([
    'ftp://tiles.example.ru/{z}/{x}/{y}.png',
    'https://tiles.example.ru/{z}/{x}.png',
    'tiles.example.ru/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}{x}{y}',
  ])('refuses %s at start-up', (url) => {
    expect(() => readMapTiles({ MAP_TILES_URL: url })).toThrow(/MAP_TILES_URL/);
  });

  it("lets images come from the tile server's origin, any subdomain for {s}", () => {
    expect(mapTilesSource({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '' })).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(mapTilesSource({ url: 'https://{s}.tiles.example.ru/map/{z}/{x}/{y}.png', attribution: '' })).toBe(
      'https://*.tiles.example.ru',
    );
    const directives = (
      securityHeaderOptions(['https://tile.openstreetmap.org']).contentSecurityPolicy as {
        directives: Record<string, string[]>;
      }
    ).directives;
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });
});
