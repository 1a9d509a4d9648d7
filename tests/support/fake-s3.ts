import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string; cacheControl: string };

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small S3-compatible server on loopback, path-style: PUT (with If-None-Match: * refused by 412
 * when the key exists), GET (with ETag, Last-Modified and If-None-Match), HEAD, DELETE of objects,
 * ListObjectsV2 of a bucket by prefix (pages of `listPageSize`), S3's XML error for a missing key.
 * It records each request so a test can see what a driver sent. `objects` is keyed `/bucket/key`.
 */
export async function startFakeS3(options: { listPageSize?: number } = {}) {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string; authorization: string; ifNoneMatch: string }[] = [];
  const lastModified = new Date('2026-11-22T10:00:00Z');
  const listPageSize = options.listPageSize ?? 1000;
  const etagOf = (object: StoredObject) => `"${object.body.length.toString(16)}"`;

  function list(bucket: string, url: URL, res: http.ServerResponse) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const after = url.searchParams.get('continuation-token') ?? '';
    const keys = [...objects.keys()]
      .filter((path) => path.startsWith(`/${bucket}/`))
      .map((path) => path.slice(bucket.length + 2))
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort();
    const page = keys.slice(0, listPageSize);
    const isTruncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(`/${bucket}/${key}`)!;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${lastModified.toISOString()}</LastModified><ETag>${escapeXml(etagOf(object))}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${listPageSize}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${
          isTruncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : ''
        }${contents}</ListBucketResult>`,
      );
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: String(req.headers.authorization ?? ''),
      ifNoneMatch: String(req.headers['if-none-match'] ?? ''),
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(url.pathname);
      const bucketOnly = /^\/([^/]+)\/?$/.exec(key);
      if (req.method === 'GET' && bucketOnly && url.searchParams.get('list-type') === '2') {
        list(bucketOnly[1]!, url, res);
      } else if (req.method === 'PUT') {
        if (req.headers['if-none-match'] === '*' && objects.has(key)) {
          res
            .writeHead(412, { 'content-type': 'application/xml' })
            .end(
              xmlError('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold'),
            );
          return;
        }
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type'] ?? ''),
          cacheControl: String(req.headers['cache-control'] ?? ''),
        });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end(req.method === 'HEAD' ? undefined : xmlError('NoSuchKey', 'No such key'));
          return;
        }
        const etag = etagOf(object);
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag, 'last-modified': lastModified.toUTCString() }).end();
          return;
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag,
          'last-modified': lastModified.toUTCString(),
        });
        res.end(req.method === 'HEAD' ? undefined : object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    objects,
    requests,
    /** The environment that points the site's S3 driver at this server's `bucket`. */
    env: (bucket: string): Record<string, string> => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
