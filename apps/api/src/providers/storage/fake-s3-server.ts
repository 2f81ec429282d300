import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the fake holds it. */
export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, FakeObject>;
  /** Every request seen: method, path and its Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

/**
 * A test double for S3 (tests only, never imported by the app): PUT, GET, HEAD and DELETE of
 * objects addressed path-style (`/<bucket>/<key>`) on 127.0.0.1. It does not verify signatures,
 * but refuses a request that carries no AWS Signature V4 for `accessKeyId`.
 */
export async function startFakeS3(accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3['requests'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname).replace(/^\//, '');
    const authorization = req.headers.authorization;
    requests.push({ method: req.method ?? '', path, authorization });
    if (!authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return xmlError(res, 403, 'AccessDenied', 'Access Denied');
    }
    if (!/^[^/]+\/.+/.test(path)) return xmlError(res, 400, 'InvalidRequest', 'Only object requests are supported');
    const found = objects.get(path);
    switch (req.method) {
      case 'PUT':
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      case 'GET':
      case 'HEAD':
        if (!found) return req.method === 'HEAD' ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': found.contentType ?? 'application/octet-stream', 'content-length': found.body.length });
        return res.end(req.method === 'GET' ? found.body : undefined);
      case 'DELETE':
        objects.delete(path);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => xmlError(res, 500, 'InternalError', 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
