import type { ContentPack } from '../../content/load';

export interface ContentfulOptions {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string;
}

export async function loadContentfulPack(_options: ContentfulOptions): Promise<ContentPack> {
  throw new Error('The Contentful source is being written (issue 3); unset CONTENTFUL_SPACE_ID to build from content/.');
}
