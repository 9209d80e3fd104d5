import React from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '../../state/store';
import { SearchResults } from './SearchResults';
import { tourFixture } from './tour-fixture';

const TOURS = [
  tourFixture(),
  tourFixture({ contentId: 'south-island-adventure', api_id: 3, name: 'South Island Adventure', absolute_slug: '/new-zealand-tours/south-island-adventure/', destination_groups: ['south-island'] }),
];

/** The page's HTML as the build writes it: no query, no scripts run. */
function serverHtml(ui: React.ReactElement) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Provider store={makeStore()}>{ui}</Provider>);
  return page;
}

describe('SearchResults in the HTML the build writes', () => {
  it("holds an island group's results of any time on its own page, its pictures first in line", () => {
    const page = serverHtml(<SearchResults tours={TOURS} search="" anyTimeIn="south-island" />);
    expect(page.querySelector('h2')).toHaveTextContent('1 tour in South Island, any time');
    expect([...page.querySelectorAll('[data-testid="tour-card"] h3')].map((h) => h.textContent)).toEqual(['South Island Adventure']);
    expect(page.querySelector('[data-testid="tour-card"] img')).toHaveAttribute('loading', 'eager');
    expect(page.querySelector('select[name="location"]')).toHaveValue('south-island');
  });

  it('holds no results on the page of a search read from the address, which only the browser knows', () => {
    const page = serverHtml(<SearchResults tours={TOURS} search="?location=south-island&date_range_from=01/15/2027" />);
    expect(page.querySelector('h2')).toHaveTextContent('Search results');
    expect(page.querySelector('[data-testid="tour-card"]')).toBeNull();
  });
});
