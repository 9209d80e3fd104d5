import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { typeDefs } from './src/node/schema';
import { loadContentPack } from './src/node/content-source';
import { contentToNodes } from './src/node/content-nodes';
import { createContentPages, PAGES_QUERY } from './src/node/pages';
import fs from 'node:fs';
import { publishContentImages, robotsTxt, writeServerManifests } from './src/node/post-build';
import { writePortableServing } from './src/node/portable-serving';
import { buildItineraryPdfs } from './src/node/itinerary-pdf';
import { precompressPublic } from './src/node/precompress';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest }) => {
  const pack = await loadContentPack();
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
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, graphql, reporter }) => {
  const { pages, program } = store.getState() as {
    pages: Map<string, { path: string; matchPath?: string }>;
    program: { directory: string };
  };
  const clientPages = [...pages.values()]
    .filter((page) => page.matchPath)
    .map((page) => ({ path: page.path, matchPath: page.matchPath as string }));
  const publicDir = path.join(program.directory, 'public');
  publishContentImages(path.join(program.directory, 'content', '.generated'), publicDir);
  await buildItineraryPdfs({ graphql, reporter, publicDir, cacheDir: path.join(program.directory, '.cache', 'itinerary-pdfs') });
  writeServerManifests(publicDir, clientPages);
  writePortableServing(publicDir);
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(process.env.GATSBY_SITE_URL || 'http://localhost:8000'));
  const compressed = await precompressPublic(publicDir);
  reporter.info(`precompressed ${compressed} files (Brotli and gzip)`);
};
