/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../content/load';
import { packToContentful } from '../../contentful/from-pack';
import { assetImageId, assetUrlsOf, contentfulPack, downloadContentfulImages, mapContentful, type CfAsset, type CfEntry, type ContentfulData, type ContentTypeId } from './contentful';
import { contentfulDataFromNodes, type SourcedNode } from './contentful-nodes';

/** The demo pack laid out as Contentful entries and assets (what the fake Contentful serves). */
function demoData(): ContentfulData {
  const { entries, assets } = packToContentful(loadContent());
  const entriesByType = new Map<ContentTypeId, CfEntry[]>();
  const all = new Map<string, CfEntry>();
  for (const e of entries) {
    const entry: CfEntry = { sys: { id: e.id, type: 'Entry', createdAt: '2026-01-01T00:00:00Z', contentType: { sys: { id: e.contentType } } }, fields: e.fields };
    entriesByType.set(e.contentType, [...(entriesByType.get(e.contentType) ?? []), entry]);
    all.set(e.id, entry);
  }
  const assetMap = new Map<string, CfAsset>(
    assets.map((a) => [a.id, { sys: { id: a.id, type: 'Asset' }, fields: { title: a.title, description: a.title, file: { url: `//assets.test/${a.id}/${a.fileName}`, details: { image: { width: a.width, height: a.height } } } } }]),
  );
  return { entriesByType, entries: all, assets: assetMap };
}

describe('mapContentful', () => {
  it('gives back the demo pack from its Contentful layout (images renamed to their assets)', () => {
    const local = loadContent();
    const pack = contentfulPack(demoData(), 'demo');
    const rename = (id: string) => assetImageId(id);
    expect(pack.tours.map((t) => [t.id, t.api_id, t.starting_price, t.days.length])).toEqual(local.tours.map((t) => [t.id, t.api_id, t.starting_price, t.days.length]));
    const tour = local.tours[0];
    expect(pack.tours[0]).toEqual({ ...tour, image_ids: tour.image_ids.map(rename) });
    expect(pack.activities).toEqual(local.activities.map((a) => ({ ...a, image_ids: a.image_ids.map(rename) })));
    expect(pack.settings).toEqual(local.settings);
    expect(pack.images.every((i) => i.scene === 'contentful' && i.width > 0)).toBe(true);
  });

  it('reports a link to a missing entry with the entry and field', () => {
    const data = demoData();
    const tour = data.entriesByType.get('tour')![0];
    tour.fields.category = { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } };
    const { problems } = mapContentful(data);
    expect(problems.join('\n')).toContain(`field "category" links to Entry gone, which is missing`);
  });
});

describe('contentfulDataFromNodes', () => {
  it('undoes gatsby-source-contentful\'s node layout: links, text nodes, JSON nodes, default locale only', () => {
    const nodes = new Map<string, SourcedNode>();
    const add = (n: SourcedNode) => nodes.set(n.id, n);
    add({ id: 'cat', contentful_id: 'c1', node_locale: 'en-NZ', internal: { type: 'ContentfulTourCategory' }, sys: { type: 'Entry', contentType: { sys: { id: 'tourCategory' } } }, slug: 'adventure' });
    add({ id: 'text', internal: { type: 'contentfulTourDescriptionTextNode', content: 'A **great** tour' }, sys: { type: 'TextNode' } });
    add({ id: 'json0', internal: { type: 'contentfulTourUpgradeAccommodationsJsonNode', content: '{"id":"single","price_per_night":90}' }, sys: { type: 'JsonNode' } });
    add({ id: 'avail', internal: { type: 'contentfulTourAvailabilityJsonNode', content: '{"cutoff_days":3}' }, sys: { type: 'JsonNode' } });
    add({ id: 'img', contentful_id: 'a1', node_locale: 'en-NZ', internal: { type: 'ContentfulAsset' }, sys: { type: 'Asset' }, title: 'Lake', description: '', file: { url: '//x/a1.jpg' } });
    const tour = {
      id: 'tour', contentful_id: 't1', node_locale: 'en-NZ', internal: { type: 'ContentfulTour' }, sys: { type: 'Entry', contentType: { sys: { id: 'tour' } } },
      createdAt: '2026-01-01', name: 'Ultimate', startingPrice: 4999, highlights: ['Glaciers'],
      category___NODE: 'cat', description___NODE: 'text', upgradeAccommodations___NODE: ['json0'], availability___NODE: 'avail', images___NODE: ['img'],
    };
    add(tour);
    add({ ...tour, id: 'tour-de', node_locale: 'de' });
    const data = contentfulDataFromNodes([...nodes.values()], (id) => nodes.get(id), (n) => n.node_locale === 'en-NZ');
    expect(data.entriesByType.get('tour')).toHaveLength(1);
    expect(data.entries.get('t1')!.fields).toEqual({
      name: 'Ultimate',
      startingPrice: 4999,
      highlights: ['Glaciers'],
      category: { sys: { type: 'Link', linkType: 'Entry', id: 'c1' } },
      description: 'A **great** tour',
      upgradeAccommodations: [{ id: 'single', price_per_night: 90 }],
      availability: { cutoff_days: 3 },
      images: [{ sys: { type: 'Link', linkType: 'Asset', id: 'a1' } }],
    });
    expect(data.assets.get('a1')!.fields.file!.url).toBe('//x/a1.jpg');
  });
});

describe('downloadContentfulImages', () => {
  it('downloads each used asset once per URL, over https', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-images-'));
    const pack = contentfulPack(demoData(), 'demo');
    const urls = assetUrlsOf(demoData());
    const asked: string[] = [];
    const fetchImpl = async (url: string) => {
      asked.push(url);
      return { ok: true, status: 200, arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer };
    };
    const first = await downloadContentfulImages(pack, dir, urls, fetchImpl);
    expect(first.written).toHaveLength(pack.images.length);
    expect(asked[0]).toMatch(/^https:\/\/assets\.test\/.+\?w=1600&fm=jpg$/);
    const again = await downloadContentfulImages(pack, dir, urls, fetchImpl);
    expect(again.written).toHaveLength(0);
    urls.set(pack.images[0].id, '//assets.test/new-upload.jpg');
    expect((await downloadContentfulImages(pack, dir, urls, fetchImpl)).written).toEqual([pack.images[0].id]);
  });
});
