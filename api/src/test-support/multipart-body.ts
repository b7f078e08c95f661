import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  filename: string;
  /** application/octet-stream when left out, as a browser sends an unknown type. */
  contentType?: string;
  data: Buffer;
}

export interface FieldPart {
  name: string;
  value: string;
}

/**
 * A multipart/form-data body written out by hand, byte for byte what a browser's form sends,
 * so upload tests go through the real parser without an HTTP client library.
 */
export function buildMultipart(parts: ReadonlyArray<FilePart | FieldPart>): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----RowadTestBoundary${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const headers =
      'data' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
