import { withoutLeadingTitle } from './leading-title';

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the page title', () => {
    expect(withoutLeadingTitle('<h2>Win a trip for two</h2>\n<p>We are giving away…</p>', 'Win a trip for two')).toBe('<p>We are giving away…</p>');
    expect(withoutLeadingTitle('<h2>Kea &amp; friends</h2><p>x</p>', 'Kea & Friends')).toBe('<p>x</p>');
  });

  it('keeps other headings and text', () => {
    const html = '<h2>From one van to two islands</h2><p>Kea Trails began…</p>';
    expect(withoutLeadingTitle(html, 'Our story')).toBe(html);
    expect(withoutLeadingTitle('<p>Our story</p>', 'Our story')).toBe('<p>Our story</p>');
  });
});
