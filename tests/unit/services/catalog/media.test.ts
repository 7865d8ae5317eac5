import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGES } from '@/config/constants';
import { loadCatalogFixtures } from '@/services/catalog/local';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../public');
const { brands, products } = loadCatalogFixtures();
const fileOf = (url: string) => path.join(PUBLIC, url);

const images = [
  ...brands.map((b) => b.listingImage),
  ...products.flatMap((p) => [p.listingImage, p.listingAltImage].filter((u): u is string => u !== null)),
];
const videos = products.flatMap((p) => [p.listingVideo, p.listingAltVideo].filter((u): u is string => u !== null));

describe('catalog media', () => {
  it('every image and video path the catalog references exists under public/', () => {
    const missing = [...images, ...videos].filter((url) => !existsSync(fileOf(url)));
    expect(missing).toEqual([]);
  });

  it('every product has its own packshot and alternate image', () => {
    for (const p of products) {
      expect(p.listingAltImage, p.id).not.toBeNull();
      expect(p.listingAltImage).not.toBe(p.listingImage);
    }
    expect(new Set(products.map((p) => p.listingImage)).size).toBe(products.length);
  });

  it('images are square webp at twice the product-card width, sharp on 2× screens', async () => {
    const side = IMAGES.productCardImageWidth * 2;
    for (const url of images) {
      const meta = await sharp(fileOf(url)).metadata();
      expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        url,
        format: IMAGES.productCardImageFormat,
        width: side,
        height: side,
      });
    }
  });

  it('two products have a short mp4 alternate video', () => {
    const withVideo = products.filter((p) => p.listingAltVideo !== null);
    expect(withVideo).toHaveLength(2);
    for (const url of videos) {
      const head = readFileSync(fileOf(url)).subarray(4, 8).toString('latin1');
      expect(head, url).toBe('ftyp');
      expect(statSync(fileOf(url)).size).toBeLessThan(300 * 1024);
    }
  });

  it('all catalog media together stay under 6 MB', () => {
    const total = [...new Set([...images, ...videos])].reduce((n, url) => n + statSync(fileOf(url)).size, 0);
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });
});
