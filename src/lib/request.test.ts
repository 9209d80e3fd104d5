import { delay, http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/msw/server';
import { errorsOf, request, REQUEST_TIMEOUT_MS } from './request';

const NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';

/** Answers one call and keeps the Request the helper sent, to read its headers and body. */
function answer(method: 'get' | 'post' | 'put' | 'delete', path: string, respond: () => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](apiUrl(path), ({ request: sent }) => {
      seen.push(sent.clone());
      return respond();
    }),
  );
  return seen;
}

describe('request: success', () => {
  it('resolves to the whole JSON body the server answered, with its status', async () => {
    const body = { 'tour_info/departures': [{ id: 'departure-1' }], meta: { total: 1 } };
    answer('get', 'tour_info/departures', () => HttpResponse.json(body));

    await expect(request('tour_info/departures?last_deal=true&minimal_data=true')).resolves.toEqual({ success: true, data: body, status: 200 });
  });

  it('keeps the query string and takes a leading slash as part of the API path', async () => {
    const seen = answer('get', 'tour_info/departures', () => HttpResponse.json({}));

    await request('/tour_info/departures?last_deal=true&minimal_data=true');

    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/tour_info/departures');
    expect(url.searchParams.get('last_deal')).toBe('true');
    expect(url.searchParams.get('minimal_data')).toBe('true');
  });

  it('sends a GET with only an Accept header and without cookies', async () => {
    const seen = answer('get', 'users/me', () => HttpResponse.json({ success: true }));

    await request('users/me');

    expect(seen[0].method).toBe('GET');
    expect([...seen[0].headers]).toEqual([['accept', 'application/json']]);
    expect(seen[0].credentials).toBe('omit');
  });

  it("sends a body as JSON and a session as the token and email headers, and nothing else", async () => {
    const seen = answer('post', 'bookings/bookings', () => HttpResponse.json({ success: true, 'bookings/booking': { id: 7 } }, { status: 201 }));

    const result = await request('bookings/bookings', {
      method: 'POST',
      body: { 'bookings/booking': { departure_id: 'departure-12', travellers_count: 2 } },
      session: { token: 'tok-1', email: 'kim@example.com' },
    });

    expect(result).toEqual({ success: true, data: { success: true, 'bookings/booking': { id: 7 } }, status: 201 });
    expect(Object.fromEntries(seen[0].headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      token: 'tok-1',
      email: 'kim@example.com',
    });
    await expect(seen[0].json()).resolves.toEqual({ 'bookings/booking': { departure_id: 'departure-12', travellers_count: 2 } });
  });

  it('uses the method it is given', async () => {
    const put = answer('put', 'bookings/bookings/5', () => HttpResponse.json({ success: true }));
    const del = answer('delete', 'bookings/bookings/5', () => new HttpResponse(null, { status: 204 }));

    await expect(request('bookings/bookings/5', { method: 'PUT', body: { 'bookings/booking': { promo_code_string: 'KIA' } } })).resolves.toMatchObject({ success: true });
    await expect(request('bookings/bookings/5', { method: 'DELETE' })).resolves.toEqual({ success: true, data: {}, status: 204 });
    expect(put).toHaveLength(1);
    expect(del).toHaveLength(1);
  });

  it('keeps a path that looks like an address under the API', async () => {
    const seen: string[] = [];
    server.use(
      http.all('*', ({ request: sent }) => {
        seen.push(sent.url);
        return HttpResponse.json({});
      }),
    );

    await request('https://elsewhere.example/steal');

    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]).host).toBe(new URL(apiUrl('')).host);
    expect(seen[0].startsWith(apiUrl(''))).toBe(true);
  });
});

describe('request: the server says no', () => {
  it("passes the server's list of errors through, with the status", async () => {
    answer('post', 'users/sign_in', () => HttpResponse.json({ success: false, errors: ['Invalid email or password'] }, { status: 401 }));

    const result = await request('users/sign_in', { method: 'POST', body: { email: 'kim@example.com', password: 'wrong-one' } });

    expect(result).toEqual({ success: false, data: { success: false, errors: ['Invalid email or password'] }, status: 401 });
    expect(errorsOf(result)).toEqual(['Invalid email or password']);
  });

  it('fails a 2xx answer that says success: false, keeping the rest of its data', async () => {
    answer('put', 'bookings/bookings/5', () => HttpResponse.json({ success: false, message: 'Sorry! This Code is invalid' }));

    const result = await request('bookings/bookings/5', { method: 'PUT', body: {} });

    expect(result).toEqual({ success: false, data: { success: false, message: 'Sorry! This Code is invalid', errors: ['Request failed (200).'] }, status: 200 });
  });

  it('names the status when a failure carries no error list', async () => {
    answer('get', 'bookings/bookings', () => HttpResponse.json({ message: 'boom' }, { status: 500 }));

    const result = await request('bookings/bookings');

    expect(result).toEqual({ success: false, data: { message: 'boom', errors: ['Request failed (500).'] }, status: 500 });
  });

  it('reads an answer that is not JSON as an unexpected answer', async () => {
    answer('get', 'bookings/bookings', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));

    await expect(request('bookings/bookings')).resolves.toEqual({ success: false, data: { errors: ['Unexpected answer from the server (502).'] }, status: 502 });
  });

  it('fails an empty error answer with its status', async () => {
    answer('delete', 'bookings/bookings/5', () => new HttpResponse(null, { status: 404 }));

    await expect(request('bookings/bookings/5', { method: 'DELETE' })).resolves.toEqual({ success: false, data: { errors: ['Request failed (404).'] }, status: 404 });
  });
});

describe('request: no answer', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves a network failure to one message and status 0, without throwing', async () => {
    answer('get', 'bookings/bookings', () => HttpResponse.error());

    const result = await request('bookings/bookings');

    expect(result).toEqual({ success: false, data: { errors: [NETWORK_ERROR] }, status: 0 });
    expect(errorsOf(result)).toEqual([NETWORK_ERROR]);
  });

  it('gives up on a server that does not answer within the time limit, as a network failure', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(http.get(apiUrl('tour_info/departures'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    let settled: unknown;
    const pending = request('tour_info/departures').then((result) => (settled = result));

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await pending;

    expect(settled).toEqual({ success: false, data: { errors: [NETWORK_ERROR] }, status: 0 });
  });

  it('resolves a call its caller cancelled as cancelled', async () => {
    server.use(http.get(apiUrl('captcha/challenge'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const abort = new AbortController();
    const pending = request('captcha/challenge', { signal: abort.signal });

    abort.abort();

    await expect(pending).resolves.toEqual({ success: false, data: { errors: ['Request cancelled.'] }, status: 0 });
  });
});

describe('errorsOf', () => {
  it('lists the messages as text, and nothing for a body without a list', () => {
    expect(errorsOf({ success: false, data: { errors: ['One', 2] }, status: 422 })).toEqual(['One', '2']);
    expect(errorsOf({ success: false, data: { errors: 'not a list' }, status: 422 })).toEqual([]);
    expect(errorsOf({ success: true, data: null, status: 200 })).toEqual([]);
  });
});
