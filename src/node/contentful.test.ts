/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assetImageId, downloadContentfulImages, loadContentfulPack, type FetchLike } from './contentful';
import { contentToNodes } from './content-nodes';

const FIXTURES = path.join(__dirname, '__fixtures__', 'contentful');
const options = { spaceId: 'k3atr41lsdemo', accessToken: 'cda-token', environment: 'master', host: 'cdn.contentful.com', pageSize: 2 };
const BASE = 'https://cdn.contentful.com/spaces/k3atr41lsdemo/environments/master';

type Body = Record<string, unknown>;
const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
  arrayBuffer: async () => new ArrayBuffer(0),
});

/**
 * Answers Contentful Delivery API requests from the recorded responses; `edit` may change a
 * response (to break a link). Records every URL and Authorization header asked for.
 */
function recordedContentful(edit: (file: string, body: Body) => Body = (_f, b) => b) {
  const calls: { url: string; auth?: string }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, auth: init?.headers?.Authorization });
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`.startsWith(BASE)).toBe(true);
    const skip = u.searchParams.get('skip');
    const file = u.pathname.endsWith('/assets') ? `assets-skip-${skip}.json` : `entries-${u.searchParams.get('content_type')}-skip-${skip}.json`;
    const full = path.join(FIXTURES, file);
    if (!fs.existsSync(full)) return json(404, { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' });
    return json(200, edit(file, JSON.parse(fs.readFileSync(full, 'utf8')) as Body));
  };
  return { fetchImpl, calls };
}

describe('loadContentfulPack', () => {
  it('maps entries and assets to the content pack, resolving links', async () => {
    const { fetchImpl } = recordedContentful();
    const pack = await loadContentfulPack(options, fetchImpl);

    expect(pack.settings).toMatchObject({ brand_name: 'Kea Trails', snow_safari_tour_id: 'south-island-snow-safari', best_tour_ids: ['southern-lakes-and-fiords', 'south-island-snow-safari'] });
    expect(pack.categories.map((c) => c.id)).toEqual(['adventure', 'snow']);

    const tour = pack.tours.find((t) => t.id === 'southern-lakes-and-fiords')!;
    expect(tour).toMatchObject({
      api_id: 7,
      category_id: 'adventure',
      absolute_slug: '/new-zealand-tours/southern-lakes-and-fiords/',
      destination_ids: ['queenstown', 'milford-sound', 'lake-tekapo'],
      accommodation_notice: 'limited-availability',
    });
    // Day links arrive out of order; the pack has them by ordinal number, with links resolved two levels down.
    expect(tour.days.map((d) => [d.ordinal_number, d.destination_ids, d.activity_ids])).toEqual([
      [1, ['queenstown'], ['shotover-jet']],
      [2, ['milford-sound'], ['milford-sound-kayak']],
      [3, ['lake-tekapo'], ['tekapo-stargazing']],
    ]);
    expect(pack.tours.map((t) => t.order)).toEqual([2, 4]);

    const queenstown = pack.destinations.find((d) => d.id === 'queenstown')!;
    expect(queenstown).toMatchObject({ absolute_slug: '/destinations/queenstown/', latitude: -45.0312, longitude: 168.6626, destination_category: 'South Island' });
    expect(queenstown.image_ids).toEqual([assetImageId('4kQbvEWuJ3Wv1pQt9bKsZl'), assetImageId('6Xy0oYBbbtqrGZpLpU3uoa')]);

    const kayak = pack.activities.find((a) => a.id === 'milford-sound-kayak')!;
    expect(kayak.destination_id).toBe('milford-sound');
    expect(kayak.options.map((o) => [o.api_id, o.hidden])).toEqual([
      [6401, false],
      [6402, true],
    ]);
    expect(kayak.options[0].seasonal_pricings).toEqual([{ price: 249, available_from: '2026-12-20', available_to: '2027-01-31' }]);

    expect(pack.faqs.map((f) => f.id)).toEqual(['how-do-i-book', 'lifetime-deposit']);
    expect(pack.testimonials[0]).toMatchObject({ tour_id: 'southern-lakes-and-fiords', image_id: assetImageId('2wSxCdEr3fVbGt4hNmJuYk') });
    expect(pack.gallery[0].video_url).toBe('https://www.youtube.com/watch?v=xr8ZnLd1xHk');
    expect(pack.pages[0]).toEqual({ id: 'our-story', title: 'Our story', meta_description: 'How Kea Trails began.', body_markdown: 'Two guides and a van, **17 years** ago.' });

    const image = pack.images.find((i) => i.id === 'cf-4kqbvewuj3wv1pqt9bkszl')!;
    expect(image).toEqual({ id: 'cf-4kqbvewuj3wv1pqt9bkszl', scene: 'contentful', seed: 0, alt: 'Queenstown and Lake Wakatipu at dusk', width: 1600, height: 1000 });
    expect(pack.images).toHaveLength(13);
  });

  it('feeds the same node builder as the local pack (hidden options are not shown)', async () => {
    const pack = await loadContentfulPack(options, recordedContentful().fetchImpl);
    const kayak = contentToNodes(pack).find((n) => n.type === 'Activity' && n.contentId === 'milford-sound-kayak')!;
    expect((kayak.fields.visible_options as { api_id: number }[]).map((o) => o.api_id)).toEqual([6401]);
    expect(kayak.fields).toMatchObject({ min_price: 229, max_price: 229, destination_name: 'Milford Sound' });
  });

  it('pages through every collection with the bearer token, asking from skip = items read so far', async () => {
    const { fetchImpl, calls } = recordedContentful();
    const pack = await loadContentfulPack(options, fetchImpl);
    expect(calls.every((c) => c.auth === 'Bearer cda-token')).toBe(true);
    const urls = calls.map((c) => c.url);
    expect(urls).toContain(`${BASE}/entries?content_type=tourDay&include=2&limit=2&skip=0&order=sys.createdAt,sys.id`);
    expect(urls.filter((u) => u.includes('content_type=tourDay&')).map((u) => new URL(u).searchParams.get('skip'))).toEqual(['0', '2', '4']);
    expect(urls.filter((u) => u.includes('/assets?')).map((u) => new URL(u).searchParams.get('skip'))).toEqual(['0', '2', '4', '6', '8', '10', '12']);
    expect(pack.tours.flatMap((t) => t.days)).toHaveLength(5);
    expect(pack.activities).toHaveLength(3);
  });

  it('reports a link to a missing entry clearly, naming the entry and the field', async () => {
    const missing = '6gT8dLkWcPq2RuVsXbNjYh'; // the Milford Sound destination, as if unpublished
    const drop = (list: unknown) => (Array.isArray(list) ? list.filter((e: { sys: { id: string } }) => e.sys.id !== missing) : list);
    const { fetchImpl } = recordedContentful((_file, body) => {
      const includes = body.includes as Body | undefined;
      return { ...body, items: drop(body.items), ...(includes ? { includes: { ...includes, Entry: drop(includes.Entry) } } : {}) };
    });
    const error = await loadContentfulPack(options, fetchImpl).then(
      () => null,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain('Contentful space k3atr41lsdemo (master) has');
    expect(error!.message).toContain(
      `activity "milford-sound-kayak" (6fGhIjKlMnOpQrStUvWxYz): field "destination" links to Entry ${missing}, which is missing (deleted, unpublished or not included)`,
    );
    expect(error!.message).toContain('tour "southern-lakes-and-fiords" (6mNoPqRsTuVwXyZaBcDeFg): field "destinations" links to Entry');
  });

  it('says what Contentful answered when a request fails', async () => {
    const fetchImpl: FetchLike = async () => json(401, { sys: { type: 'Error', id: 'AccessTokenInvalid' }, message: 'The access token you sent could not be found or is invalid.' });
    await expect(loadContentfulPack(options, fetchImpl)).rejects.toThrow(/Contentful answered 401 .*AccessTokenInvalid/);
  });
});

describe('downloadContentfulImages', () => {
  it('saves each used asset as {id}.jpg from the Images API and keeps files already there', async () => {
    const pack = await loadContentfulPack(options, recordedContentful().fetchImpl);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contentful-images-'));
    fs.writeFileSync(path.join(dir, 'cf-4kqbvewuj3wv1pqt9bkszl.jpg'), 'cached');
    const asked: string[] = [];
    const fetchImpl: FetchLike = async (url) => {
      asked.push(url);
      return { ok: true, status: 200, json: async () => ({}), arrayBuffer: async () => new TextEncoder().encode(`jpeg of ${url}`).buffer as ArrayBuffer };
    };
    const { written, skipped } = await downloadContentfulImages(pack, dir, fetchImpl);
    expect(skipped).toEqual(['cf-4kqbvewuj3wv1pqt9bkszl']);
    expect(written).toHaveLength(12);
    expect(asked).toContainEqual(expect.stringMatching(/^https:\/\/images\.ctfassets\.net\/k3atr41lsdemo\/6Xy0oYBbbtqrGZpLpU3uoa\/[0-9a-f]{32}\/remarkables\.jpg\?w=1600&fm=jpg$/));
    expect(asked.every((u) => u.startsWith('https://images.ctfassets.net/') && u.endsWith('?w=1600&fm=jpg'))).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'cf-4kqbvewuj3wv1pqt9bkszl.jpg'), 'utf8')).toBe('cached');
    expect(fs.readFileSync(path.join(dir, `${assetImageId('6Xy0oYBbbtqrGZpLpU3uoa')}.jpg`), 'utf8')).toContain('remarkables.jpg?w=1600&fm=jpg');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails clearly when an image cannot be downloaded', async () => {
    const pack = await loadContentfulPack(options, recordedContentful().fetchImpl);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contentful-images-'));
    const fetchImpl: FetchLike = async () => json(404, {});
    await expect(downloadContentfulImages(pack, dir, fetchImpl)).rejects.toThrow(/Contentful answered 404 for the image cf-/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
