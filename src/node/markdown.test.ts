import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('keeps the levels the editor chose unless asked for a top heading', () => {
    expect(markdownToHtml('### How to enter\n\nTick the box.')).toBe('<h3>How to enter</h3>\n<p>Tick the box.</p>');
  });

  it('moves a page body of h3s and h4s up so it starts at h2 under the page title, keeping its outline', () => {
    const html = markdownToHtml('### How to enter\n\n#### By email\n\ntext\n\n### The prize', { topHeading: 2 });
    expect(html.match(/<\/?h\d/g)).toEqual(['<h2', '</h2', '<h3', '</h3', '<h2', '</h2']);
    expect(html).toContain('<h2>How to enter</h2>');
  });

  it('drops an opening heading that repeats the title before moving the rest up', () => {
    const html = markdownToHtml('## Win a trip for two\n\nWe are giving away a trip.\n\n### How to enter', { title: 'Win a trip for two', topHeading: 2 });
    expect(html).toBe('<p>We are giving away a trip.</p>\n<h2>How to enter</h2>');
  });

  it('leaves a body that already starts at h2 alone', () => {
    expect(markdownToHtml('## Terms\n\n### Entry', { topHeading: 2 })).toBe('<h2>Terms</h2>\n<h3>Entry</h3>');
  });

  it('drops what could run script', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nA [link](javascript:alert(1)) and <img src=x onerror=alert(1)>.');
    expect(html).not.toMatch(/<script|javascript:|onerror|<img/);
    expect(html).toContain('<a>link</a>');
  });
});
