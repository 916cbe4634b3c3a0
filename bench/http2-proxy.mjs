// An HTTP/2 front for the bench: TLS with a throwaway self-signed certificate, every request
// passed to the product's own HTTP/1.1 server. A phone reaches a deployed instance through such a
// front (a TLS proxy speaks HTTP/2 to browsers), where all of a page's files share one
// connection; on HTTP/1.1 a browser fetches six at a time. Used by the Lighthouse bench with
// BENCH_HTTP2=1, to tell how much of a page's time is the number of its files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids or that describe the HTTP/1.1 hop only. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** Starts the front on `port`, passing requests to http://127.0.0.1:`target`. */
export async function startHttp2Proxy({ port, target }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert) });
  server.on('stream', (stream, headers) => {
    const forward = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith(':')),
    );
    forward.host = `127.0.0.1:${target}`;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: headers[':method'],
        path: headers[':path'],
        headers: forward,
      },
      (response) => {
        const back = Object.fromEntries(
          Object.entries(response.headers).filter(([name]) => !HOP_HEADERS.has(name)),
        );
        if (stream.destroyed) return response.resume();
        stream.respond({ ':status': response.statusCode ?? 502, ...back });
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.pipe(request);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
