/**
 * Where content comes from: the embedded pack in `content/` by default, Contentful when
 * CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set. Both yield a ContentPack.
 */
import { loadContent, type ContentPack } from '../../content/load';

export async function loadContentPack(env: NodeJS.ProcessEnv = process.env): Promise<ContentPack> {
  if (env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN) {
    const { loadContentfulPack } = await import('./contentful');
    return loadContentfulPack({
      spaceId: env.CONTENTFUL_SPACE_ID,
      accessToken: env.CONTENTFUL_ACCESS_TOKEN,
      environment: env.CONTENTFUL_ENVIRONMENT || 'master',
      host: env.CONTENTFUL_HOST || 'cdn.contentful.com',
    });
  }
  return loadContent();
}
