import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { typeDefs } from './src/node/schema';
import { contentfulSettings } from './src/node/content-source';
import { loadContent, type ContentPack } from './content/load';
import { assetUrlsOf, contentfulPack, downloadContentfulImages } from './src/node/contentful';
import { contentfulDataFromNodes, type SourcedNode } from './src/node/contentful-nodes';
import { spawnSync } from 'node:child_process';
import { contentToNodes } from './src/node/content-nodes';
import { createContentPages, PAGES_QUERY } from './src/node/pages';
import { createClientFrames, framePathsOf } from './src/node/client-frames';
import fs from 'node:fs';
import { CONTENT_PACK_FILE, publishContentImages, robotsTxt, writeServerManifests } from './src/node/post-build';
import { writePortableServing } from './src/node/portable-serving';
import { buildItineraryPdfs } from './src/node/itinerary-pdf';
import { precompressPublic } from './src/node/precompress';
import { copyRenderBundle } from './src/node/render-bundle';
import { stylesheetHash } from './src/node/stylesheet-hash';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/** The pack this build was sourced from; onPostBuild writes it for the booking API's catalogue import. */
let sourcedPack: ContentPack | null = null;
/** Where this build's pictures and maps are: content/.generated, or the Contentful build's download folder. */
let imagesDir: string | null = null;

/** gatsby-source-contentful's node id of an entry or asset in the default locale (its normalize.js makeId). */
function contentfulDefaultLocaleId(node: SourcedNode): string {
  const { createNodeId } = require('gatsby/dist/utils/create-node-id') as { createNodeId: (id: string, namespace: string) => string };
  return createNodeId(`${node.spaceId}___${node.contentful_id}___${node.sys?.type}`, 'gatsby-source-contentful');
}

/**
 * With Contentful: gatsby-source-contentful has sourced the space (Sync API, incremental with
 * Gatsby's cache); its nodes are mapped to the ContentPack, the asset pictures downloaded and
 * the tour maps rendered into the build's image folder, and File nodes made of them.
 */
async function contentfulContent(args: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0], where: string): Promise<ContentPack> {
  const { getNodes, getNode, actions, createNodeId, store, reporter } = args;
  // gatsby-source-contentful's nodes reach Gatsby's LMDB store asynchronously, and Gatsby waits for
  // them only after every plugin's sourceNodes. Read at once, the last ones it wrote (the assets)
  // were sometimes not there yet: CI's publishing build then found every picture "missing".
  const { getDataStore } = require('gatsby/dist/datastore') as { getDataStore: () => { ready(): Promise<void> } };
  await getDataStore().ready();
  const data = contentfulDataFromNodes(getNodes() as unknown as SourcedNode[], (id) => getNode(id) as unknown as SourcedNode | undefined, (node) => node.id === contentfulDefaultLocaleId(node));
  const pack = contentfulPack(data, where);
  const { program } = store.getState() as { program: { directory: string } };
  imagesDir = path.join(program.directory, '.cache', 'contentful-images');
  const downloaded = await downloadContentfulImages(pack, imagesDir, assetUrlsOf(data));
  reporter.info(`Contentful: ${pack.tours.length} tours; ${downloaded.written.length} pictures downloaded (${downloaded.skipped.length} kept)`);
  // The maps are drawn by the image script in its own process (it is not bundled into gatsby-node).
  const packFile = path.join(imagesDir, 'pack.json');
  fs.writeFileSync(packFile, JSON.stringify(pack));
  const maps = spawnSync(path.join(program.directory, 'node_modules', '.bin', 'tsx'), [path.join(program.directory, 'scripts', 'content-images.ts'), '--pack', packFile, '--out', imagesDir], {
    cwd: program.directory,
    stdio: 'inherit',
  });
  if (maps.status !== 0) throw new Error(`rendering the tour maps failed (exit ${maps.status ?? maps.signal})`);
  const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
    createFileNode: (file: string, createNodeId: (id: string) => string, options: { name: string; path: string }) => Promise<Parameters<typeof actions.createNode>[0]>;
  };
  for (const name of fs.readdirSync(imagesDir).filter((n) => /\.(jpg|png)$/.test(n))) {
    actions.createNode(await createFileNode(path.join(imagesDir, name), createNodeId, { name: 'images', path: imagesDir }));
  }
  return pack;
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const { actions, createNodeId, createContentDigest } = args;
  const contentful = contentfulSettings();
  const pack = contentful
    ? await contentfulContent(args, `space ${contentful.spaceId} (${contentful.environment}${contentful.preview ? ', preview' : ''})`)
    : loadContent();
  sourcedPack = pack;
  for (const node of contentToNodes(pack)) {
    const fields = { contentId: node.contentId, ...node.fields };
    actions.createNode({
      ...fields,
      id: createNodeId(`${node.type}-${node.contentId}`),
      parent: null,
      children: [],
      internal: { type: node.type, contentDigest: createContentDigest(fields) },
    });
  }
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Parameters<typeof createContentPages>[0]>(PAGES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for pages', result.errors);
    return;
  }
  createContentPages(result.data, actions.createPage);
  createClientFrames(actions.createPage);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  // Lint runs as `npm run lint` with the project's ESLint; Gatsby's bundled ESLint 7 plugin is dropped.
  if (stage === 'develop') {
    const config = getConfig();
    config.plugins = config.plugins.filter((plugin: object) => plugin?.constructor?.name !== 'ESLintWebpackPlugin');
    actions.replaceWebpackConfig(config);
  }
  // Gatsby merges every stylesheet of the site into one file and inlines it into every page
  // (190 KB here). CSS Modules cannot clash, so each page template keeps its own CSS: a page
  // inlines only the rules it can use, and a client-side navigation loads the next page's
  // stylesheet with its script (mini-css-extract finds the inlined ones by data-href).
  if (stage === 'build-javascript') {
    const config = getConfig();
    delete config.optimization.splitChunks.cacheGroups.styles;
    actions.replaceWebpackConfig(config);
  }
  // The inlined CSS is part of every page's HTML: a stylesheet's change renders every page again.
  if (stage === 'build-html') {
    const config = getConfig();
    config.output.hashSalt = stylesheetHash(path.join(__dirname, 'src'));
    actions.replaceWebpackConfig(config);
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, graphql, reporter }) => {
  const { pages, program } = store.getState() as {
    pages: Map<string, { path: string; matchPath?: string; context?: { framed?: string } }>;
    program: { directory: string };
  };
  const clientPages = [...pages.values()]
    .filter((page) => page.matchPath)
    .map((page) => ({ path: page.path, matchPath: page.matchPath as string }));
  const publicDir = path.join(program.directory, 'public');
  publishContentImages(imagesDir ?? path.join(program.directory, 'content', '.generated'), publicDir);
  if (sourcedPack) fs.writeFileSync(path.join(publicDir, CONTENT_PACK_FILE), JSON.stringify(sourcedPack));
  await buildItineraryPdfs({ graphql, reporter, publicDir, cacheDir: path.join(program.directory, '.cache', 'itinerary-pdfs') });
  writeServerManifests(publicDir, clientPages, framePathsOf(pages.values()));
  writePortableServing(publicDir);
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(process.env.GATSBY_SITE_URL || 'http://localhost:8000'));
  const compressed = await precompressPublic(publicDir);
  reporter.info(`precompressed ${compressed} files (Brotli and gzip)`);
  // After precompressing: the renderer is read by the server, never sent.
  reporter.info(`page renderer: ${copyRenderBundle(program.directory, publicDir)} files in public/_render`);
};
