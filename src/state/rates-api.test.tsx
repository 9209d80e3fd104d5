import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from './store';
import { mockApi } from '../../test/msw/api';
import { exchangeRate } from '../../test/msw/wire';
import { ratesApi, useEurRate } from './rates-api';

const RATE = { 'GET exchange_rate': exchangeRate(0.55) };

function Price({ n }: { n: number }) {
  const rate = useEurRate();
  return <p>{`price ${n}: ${rate ?? 'loading'}`}</p>;
}

function Prices({ count }: { count: number }) {
  return Array.from({ length: count }, (_, n) => <Price key={n} n={n} />);
}

afterEach(() => jest.restoreAllMocks());

describe('useEurRate', () => {
  it('fetches the rate once for a dozen prices and gives it to all of them', async () => {
    const calls = mockApi(RATE);
    render(
      <Provider store={makeStore()}>
        <Prices count={12} />
      </Provider>,
    );
    expect(screen.getAllByText(/: loading$/)).toHaveLength(12);
    await waitFor(() => expect(screen.getAllByText(/: 0.55$/)).toHaveLength(12));
    expect(calls).toHaveLength(1);
  });

  it('subscribes once for all the prices and lets the query go when the last one leaves', async () => {
    mockApi(RATE);
    const released = jest.fn();
    const endpoint = ratesApi.endpoints.getExchangeRate;
    const initiate = endpoint.initiate;
    const subscribed = jest.spyOn(endpoint, 'initiate').mockImplementation((...args) => (dispatch, getState, extra) => {
      const query = initiate(...args)(dispatch, getState, extra);
      const unsubscribe = query.unsubscribe;
      return Object.assign(query, { unsubscribe: () => (released(), unsubscribe()) });
    });
    const store = makeStore();
    const prices = (count: number) => (
      <Provider store={store}>
        <Prices count={count} />
      </Provider>
    );
    const { rerender } = render(prices(3));
    await waitFor(() => expect(screen.getAllByText(/: 0.55$/)).toHaveLength(3));
    expect(subscribed).toHaveBeenCalledTimes(1);
    rerender(prices(1));
    expect(released).not.toHaveBeenCalled();
    rerender(prices(0));
    expect(released).toHaveBeenCalledTimes(1);
  });
});
