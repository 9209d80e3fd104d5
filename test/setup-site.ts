import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// jsdom leaves out the encoders; typebox needs them when a site test checks its bodies against
// the contract's schemas (src/lib/leads.test.ts runs the server's lead validator).
Object.assign(globalThis, { TextEncoder, TextDecoder });
