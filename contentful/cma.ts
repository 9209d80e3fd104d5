/**
 * A minimal client of Contentful's Content Management API over plain `fetch`: what the demo
 * load (`load-demo.ts`) needs and nothing more. Paths are relative to the environment
 * (`/spaces/{space}/environments/{env}`) unless they start with `/spaces/`.
 *
 * Rate limit: an answer 429 is retried after the `X-Contentful-RateLimit-Reset` seconds it names
 * (Contentful's documented way to back off), a bounded number of times.
 */

export const CMA_JSON = 'application/vnd.contentful.management.v1+json';

export interface CmaOptions {
  spaceId: string;
  accessToken: string;
  environment?: string;
  /** default api.contentful.com */
  host?: string;
  /** default upload.contentful.com */
  uploadHost?: string;
  /** tests pass a fetch that trusts the local fake's certificate */
  fetch?: typeof fetch;
  /** waits between retries and polls (tests pass one that does not wait) */
  sleep?: (ms: number) => Promise<void>;
  /** how many 429 answers in a row one request survives (default 8) */
  maxRateLimitRetries?: number;
}

export interface Sys {
  id: string;
  type: string;
  version: number;
  publishedVersion?: number;
  contentType?: { sys: { id: string } };
}

/** An answer other than 2xx: the status, Contentful's error id and message, and its details. */
export class CmaError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'CmaError';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCmaClient(options: CmaOptions) {
  const { spaceId, accessToken, environment = 'master', host = 'api.contentful.com', uploadHost = 'upload.contentful.com', maxRateLimitRetries = 8 } = options;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const envPath = `/spaces/${encodeURIComponent(spaceId)}/environments/${encodeURIComponent(environment)}`;

  async function request<T>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; upload?: boolean } = {}): Promise<T | null> {
    const base = `https://${init.upload ? uploadHost : host}`;
    const url = `${base}${path.startsWith('/spaces/') ? path : envPath + path}`;
    const binary = init.body instanceof Uint8Array;
    const headers: Record<string, string> = { Authorization: `Bearer ${accessToken}`, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = binary ? 'application/octet-stream' : CMA_JSON;
    const body = init.body === undefined ? undefined : binary ? new Uint8Array(init.body as Uint8Array) : JSON.stringify(init.body);
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(url, { method, headers, body });
      if (res.status === 429 && attempt < maxRateLimitRetries) {
        // The header is the number of seconds until the limit resets; without one, wait a second.
        const reset = Number(res.headers.get('x-contentful-ratelimit-reset'));
        await res.arrayBuffer();
        await sleep((Number.isFinite(reset) && reset > 0 ? reset : 1) * 1000);
        continue;
      }
      const text = await res.text();
      if (res.ok) return text ? (JSON.parse(text) as T) : null;
      throw errorOf(method, path, res.status, text);
    }
  }

  return {
    spaceId,
    environment,
    request,
    /** GET that answers null for 404 (an entry or asset not created yet) */
    async find<T>(path: string): Promise<T | null> {
      try {
        return await request<T>('GET', path);
      } catch (error) {
        if (error instanceof CmaError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type CmaClient = ReturnType<typeof createCmaClient>;

function errorOf(method: string, path: string, status: number, text: string): CmaError {
  let errorId = '';
  let detail = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { sys?: { id?: string }; message?: string; details?: unknown };
    errorId = body.sys?.id ?? '';
    detail = [body.message, body.details ? JSON.stringify(body.details).slice(0, 500) : ''].filter(Boolean).join(' ');
  } catch {
    // not JSON (a proxy's error page): keep the start of the text
  }
  return new CmaError(status, errorId, `${method} ${path} answered ${status}${errorId ? ` ${errorId}` : ''}${detail ? `: ${detail}` : ''}`);
}
