import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess } from '../../server/test/server-process';

/**
 * Other people's web sites for the widget tests: tiny servers on other loopback addresses (other
 * origins to the browser) serving whatever page a test puts at a path, and the app on its own port
 * with those origins allowed to frame it. `stop` closes all of it.
 */
export async function startEmbeddingWorld(options: { allowed: string[]; others?: string[]; dataDirPrefix: string }) {
  const pages = new Map<string, string>();
  const sites: http.Server[] = [];
  const startSite = async (address: string) => {
    const server = http.createServer((request, response) => {
      const body = pages.get(request.url ?? '/');
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, address, resolve));
    sites.push(server);
    return `http://${address}:${(server.address() as AddressInfo).port}`;
  };
  const allowed = await Promise.all(options.allowed.map(startSite));
  const others = await Promise.all((options.others ?? []).map(startSite));
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix));
  const app = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
    PUBLIC_URL: appUrl,
    EMBED_ALLOWED_ORIGINS: allowed.join(','),
    SEED_DEMO_ACCOUNT: 'false',
  });
  return {
    appUrl,
    allowed,
    others,
    /** Serves `html` at `pathname` on every site. */
    setPage: (pathname: string, html: string) => void pages.set(pathname, html),
    stop: async () => {
      app.child.kill('SIGTERM');
      await app.exited;
      await Promise.all(sites.map((site) => new Promise((resolve) => site.close(resolve))));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type EmbeddingWorld = Awaited<ReturnType<typeof startEmbeddingWorld>>;
