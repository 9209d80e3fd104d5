/**
 * gatsby-source-contentful's nodes -> the entries and assets `mapContentful` reads. The plugin
 * flattens an entry into a node: a link becomes `field___NODE` (the linked node's id), a Long
 * text field a child TextNode, a JSON field one JsonNode (or one per element of a JSON array),
 * and every entry exists once per locale. This undoes exactly that, for the space's default
 * locale, so one mapping (src/node/contentful.ts) serves every source of Contentful data.
 */
import type { CfAsset, CfEntry, ContentfulData, ContentTypeId } from './contentful';
import { CONTENT_TYPES } from './contentful';

export interface SourcedNode {
  id: string;
  internal: { type: string; content?: string };
  sys?: { type?: string; contentType?: { sys: { id: string } } };
  contentful_id?: string;
  node_locale?: string;
  spaceId?: string;
  createdAt?: string;
  [key: string]: unknown;
}

/** Keys the plugin adds to every entry node; everything else is a field of the entry. */
const NODE_KEYS = new Set(['id', 'parent', 'children', 'internal', 'contentful_id', 'node_locale', 'sys', 'spaceId', 'createdAt', 'updatedAt', 'fields', 'metadata']);
const LINK_SUFFIX = '___NODE';

export function contentfulDataFromNodes(
  nodes: SourcedNode[],
  getNode: (id: string) => SourcedNode | undefined,
  /** True for the node of an entry or asset in the space's default locale. */
  isDefaultLocale: (node: SourcedNode) => boolean,
  assetType = 'ContentfulAsset',
): ContentfulData {
  const resolve = (id: unknown): unknown => {
    const target = typeof id === 'string' ? getNode(id) : undefined;
    if (!target) return undefined;
    if (target.sys?.type === 'TextNode') return target.internal.content ?? '';
    if (target.sys?.type === 'JsonNode') return JSON.parse(target.internal.content ?? 'null');
    return { sys: { type: 'Link', linkType: target.sys?.type === 'Asset' ? 'Asset' : 'Entry', id: target.contentful_id } };
  };

  const entriesByType = new Map<ContentTypeId, CfEntry[]>(CONTENT_TYPES.map((t) => [t, []]));
  const entries = new Map<string, CfEntry>();
  const assets = new Map<string, CfAsset>();
  for (const node of nodes) {
    if (!node.contentful_id || !isDefaultLocale(node)) continue;
    if (node.internal.type === assetType) {
      assets.set(node.contentful_id, {
        sys: { id: node.contentful_id, type: 'Asset', createdAt: node.createdAt },
        fields: { title: node.title as string, description: node.description as string, file: node.file as CfAsset['fields']['file'] },
      });
      continue;
    }
    const contentType = node.sys?.contentType?.sys.id as ContentTypeId | undefined;
    if (node.sys?.type !== 'Entry' || !contentType || !entriesByType.has(contentType)) continue;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (NODE_KEYS.has(key)) continue;
      if (key.endsWith(LINK_SUFFIX)) {
        fields[key.slice(0, -LINK_SUFFIX.length)] = Array.isArray(value) ? value.map(resolve).filter((v) => v !== undefined) : resolve(value);
      } else if (value !== null && value !== undefined) {
        fields[key] = value;
      }
    }
    const entry: CfEntry = { sys: { id: node.contentful_id, type: 'Entry', createdAt: node.createdAt, contentType: { sys: { id: contentType } } }, fields };
    entriesByType.get(contentType)!.push(entry);
    entries.set(node.contentful_id, entry);
  }
  return { entriesByType, entries, assets };
}
