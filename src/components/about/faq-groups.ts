/** FAQ display rules: questions grouped by topic, topics in the order their first question comes. */
export interface FaqNode {
  contentId: string;
  question: string;
  answer_html: string;
  group: string;
}

export function groupFaqs<T extends Pick<FaqNode, 'group'>>(faqs: readonly T[]): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const key = faq.group?.trim() || 'General';
    groups.set(key, [...(groups.get(key) ?? []), faq]);
  }
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

/** 'On tour' -> 'on-tour', for the topic anchors. */
export const groupSlug = (group: string) => group.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
