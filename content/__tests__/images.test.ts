import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import type { ImageSpec } from '../../contract/content';
import { generateContentImages, renderSpec, renderTourMap, specToSvg } from '../../scripts/content-images';
import { loadContent } from '../load';

const spec: ImageSpec = { id: 'test-lake', scene: 'lake:turquoise', seed: 4242, alt: 'Test lake', width: 400, height: 250 };

describe('content images', () => {
  it('renders an image spec to a valid JPEG of its size', async () => {
    const jpeg = await renderSpec(spec);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(250);
  });

  it('is deterministic: the same spec gives the same drawing, another seed a different one', () => {
    expect(specToSvg(spec)).toBe(specToSvg({ ...spec }));
    expect(specToSvg({ ...spec, seed: 4243 })).not.toBe(specToSvg(spec));
  });

  it('draws every scene used by the pack, portraits and award badges', () => {
    const pack = loadContent();
    const scenes = new Map(pack.images.map((i) => [i.scene, i]));
    for (const s of scenes.values()) expect(specToSvg({ ...s, width: 160, height: 100 })).toMatch(/^<svg /);
  });

  it('renders a tour map as a PNG', async () => {
    const pack = loadContent();
    const tour = pack.tours.find((t) => t.id === 'north-island-explorer')!;
    const png = await renderTourMap(tour, pack.destinations, true);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(360);
  });

  it('renders only what is missing or changed', async () => {
    const full = loadContent();
    const tour = full.tours.find((t) => t.id === 'top-of-the-south')!;
    const pack = { ...full, tours: [tour], images: [spec, { ...spec, id: 'test-portrait', scene: 'portrait:f', width: 120, height: 120 }] };
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-images-'));
    try {
      const first = await generateContentImages({ pack, outDir, concurrency: 2 });
      expect(first.rendered.sort()).toEqual(['map-top-of-the-south-small.png', 'map-top-of-the-south.png', 'test-lake.jpg', 'test-portrait.jpg']);
      const second = await generateContentImages({ pack, outDir });
      expect(second.rendered).toEqual([]);
      expect(second.skipped).toBe(4);
      const changed = { ...pack, images: [{ ...spec, seed: 1 }, pack.images[1]!] };
      const third = await generateContentImages({ pack: changed, outDir });
      expect(third.rendered).toEqual(['test-lake.jpg']);
      fs.rmSync(path.join(outDir, 'test-portrait.jpg'));
      const fourth = await generateContentImages({ pack: { ...changed, images: [changed.images[0]!] }, outDir });
      expect(fourth.rendered).toEqual([]);
      expect(fs.existsSync(path.join(outDir, 'test-portrait.jpg'))).toBe(false);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 60000);

  it('keeps pictures downloaded from Contentful instead of drawing or removing them', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kea-images-'));
    const downloaded = path.join(outDir, 'cf-asset.jpg');
    fs.writeFileSync(downloaded, 'downloaded bytes');
    const full = loadContent();
    const pack = {
      ...full,
      tours: [],
      images: [
        { id: 'cf-asset', scene: 'contentful', seed: 0, alt: 'From Contentful', width: 400, height: 250 },
        { ...spec, id: 'drawn-lake' },
      ],
    };
    const result = await generateContentImages({ pack, outDir });
    expect(result.rendered).toEqual(['drawn-lake.jpg']);
    expect(fs.readFileSync(downloaded, 'utf8')).toBe('downloaded bytes');
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
