import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and urql need them as soon as they are imported.
Object.assign(globalThis, { TextEncoder, TextDecoder });
