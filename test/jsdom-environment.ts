/**
 * jsdom for the site's tests, with Node's own fetch, streams and encoders put back. Jest's jsdom
 * environment leaves out Request, Response, fetch, TextEncoder, BroadcastChannel and the web
 * streams that msw needs; this is what msw documents for Jest + jsdom,
 * the `jest-fixed-jsdom` environment, written out here because that package is not installed.
 * AbortController and AbortSignal come from Node too, so a signal reaches Node's fetch intact.
 * FormData stays jsdom's: only it can read a form element (`new FormData(form)`).
 */
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      WritableStream,
      TransformStream,
      Blob,
      Headers,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      BroadcastChannel,
      structuredClone,
    });
  }
}
