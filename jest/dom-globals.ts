import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoding API that browsers have and that react-router and our token
// helpers use (FIELD-NOTES "Jest + react-router 7"): give the page Node's own.
Object.assign(globalThis, { TextEncoder, TextDecoder });
