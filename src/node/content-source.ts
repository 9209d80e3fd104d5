/**
 * Where content comes from: the embedded pack in `content/` by default; a Contentful space,
 * through gatsby-source-contentful, when CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set.
 * `CONTENTFUL_PREVIEW=true` builds from the Preview API instead (unpublished changes), with
 * CONTENTFUL_PREVIEW_ACCESS_TOKEN. Both sources end as one ContentPack (gatsby-node.ts).
 */
export interface ContentfulSettings {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string;
  preview: boolean;
}

export function contentfulSettings(env: NodeJS.ProcessEnv = process.env): ContentfulSettings | null {
  if (!env.CONTENTFUL_SPACE_ID || !env.CONTENTFUL_ACCESS_TOKEN) return null;
  const preview = env.CONTENTFUL_PREVIEW === 'true';
  if (preview && !env.CONTENTFUL_PREVIEW_ACCESS_TOKEN) throw new Error('CONTENTFUL_PREVIEW=true needs CONTENTFUL_PREVIEW_ACCESS_TOKEN (the space\'s Content Preview API token).');
  return {
    spaceId: env.CONTENTFUL_SPACE_ID,
    accessToken: preview ? env.CONTENTFUL_PREVIEW_ACCESS_TOKEN! : env.CONTENTFUL_ACCESS_TOKEN,
    environment: env.CONTENTFUL_ENVIRONMENT || 'master',
    host: preview ? env.CONTENTFUL_PREVIEW_HOST || 'preview.contentful.com' : env.CONTENTFUL_HOST || 'cdn.contentful.com',
    preview,
  };
}

/** gatsby-source-contentful's options for these settings (gatsby-config.ts). */
export function contentfulPluginOptions(settings: ContentfulSettings) {
  return {
    spaceId: settings.spaceId,
    accessToken: settings.accessToken,
    host: settings.host,
    environment: settings.environment,
    // Pictures are downloaded by gatsby-node into the site's own image pipeline (no external image host).
    downloadLocal: false,
  };
}
