import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { Agent, FormData, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { spawnServer } from '../support/server-process.ts';
import { specSubmissionFields } from '../support/factories.ts';

// Issue 31: the production example files (deploy/) as an operator installs them. The systemd units
// pass `systemd-analyze verify`; the nginx site passes `nginx -t` and the app runs behind it on the
// loopback, the way docs/production.md describes: TLS at nginx, TRUST_PROXY=true at the app, and what
// a browser notices through it (secure cookies, sign-in and writes from the https origin, redirects,
// uploads, compression) and what the app notices (each client's own address).

const execFileAsync = promisify(execFile);
const DEPLOY = path.join(ROOT_DIR, 'deploy');
/** The public name in deploy/nginx/moncton.conf; the test's client resolves it to 127.0.0.1. */
const SITE_NAME = 'www.example.com';

/** An installed program: on PATH, or in the sbin folders a non-root PATH may lack. */
function programPath(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin', '/usr/bin'];
  return (
    dirs.map((dir) => path.join(dir, name)).find((file) => path.isAbsolute(file) && existsSync(file)) ?? null
  );
}

const NGINX = programPath('nginx');
const OPENSSL = programPath('openssl');
const SYSTEMD_ANALYZE = programPath('systemd-analyze');

/** Replaces every `from` in `text`; a pattern that no longer matches the file fails the test loudly. */
function substitute(text: string, from: string | RegExp, to: string): string {
  const pattern =
    typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from;
  if (!pattern.test(text)) throw new Error(`deploy file no longer contains ${String(from)}`);
  return text.replace(pattern, to);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the systemd units and settings in deploy/', () => {
  const UNITS = ['moncton.service', 'moncton-backup.service', 'moncton-backup.timer'];

  /** The units as installed, with Node's path on this machine (verify checks that it exists). */
  async function installedCopy() {
    const dir = await tempDir('units-');
    for (const unit of UNITS) {
      const text = await readFile(path.join(DEPLOY, 'systemd', unit), 'utf8');
      const copy = unit.endsWith('.service')
        ? substitute(text, '/usr/local/bin/node', process.execPath)
        : text;
      await writeFile(path.join(dir, unit), copy);
    }
    return dir;
  }

  it('pass systemd-analyze verify without a warning, and the hardening keeps exposure low', async () => {
    expect(SYSTEMD_ANALYZE, 'systemd-analyze (Debian: apt-get install systemd)').not.toBeNull();
    const dir = await installedCopy();
    const files = UNITS.map((unit) => path.join(dir, unit));
    const verify = await execFileAsync(SYSTEMD_ANALYZE!, ['verify', '--man=no', ...files]);
    // verify exits 0 on an unknown or misspelt directive, and only says so.
    expect(verify.stdout + verify.stderr).toBe('');
    for (const service of ['moncton.service', 'moncton-backup.service']) {
      // systemd's own rating of the sandbox, 0 (locked down) to 10 (none): at most 2.0 ("OK").
      const security = await execFileAsync(SYSTEMD_ANALYZE!, [
        'security',
        '--offline=true',
        '--threshold=20',
        path.join(dir, service),
      ]);
      expect(security.stdout).toMatch(/Overall exposure level for .+: [01]\.\d OK/);
    }
    const timer = await readFile(path.join(dir, 'moncton-backup.timer'), 'utf8');
    expect(timer).toMatch(/^Unit=moncton-backup\.service$/m);
  });

  it('start the server as `npm run serve` does: the same Node flags and malloc arenas', async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const serve = pkg.scripts.serve!;
    const unit = await readFile(path.join(DEPLOY, 'systemd', 'moncton.service'), 'utf8');
    const execStart = /^ExecStart=(.+)$/m.exec(unit)?.[1] ?? '';
    const heapFlags = serve.match(/--max-[\w-]+=\d+/g) ?? [];
    expect(heapFlags.length).toBeGreaterThan(0);
    for (const flag of heapFlags) expect(execStart).toContain(flag);
    expect(execStart).toMatch(/ \/opt\/moncton\/server\/main\.ts$/);
    const arenas = /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(serve)?.[1];
    expect(unit).toMatch(new RegExp(`^Environment=.*\\bMALLOC_ARENA_MAX=${arenas}\\b`, 'm'));
  });

  it('come with a settings file the server accepts, with its data where the unit lets it write', async () => {
    const text = await readFile(path.join(DEPLOY, 'moncton.env.example'), 'utf8');
    const env = parseEnv(text);
    const config = loadConfig(env);
    expect(config).toMatchObject({
      env: 'production',
      trustProxy: true,
      seedDemoData: false,
      cookieSecure: true,
    });
    expect(config.publicUrl).toMatch(/^https:\/\//);
    const unit = await readFile(path.join(DEPLOY, 'systemd', 'moncton.service'), 'utf8');
    expect(unit).toContain(`\nReadWritePaths=${config.dataDir}\n`);
    expect(unit).toContain(`\nStateDirectory=${path.basename(config.dataDir)}\n`);
  });
});

// Skipped only without nginx, and saying so; .ci/run installs it (and openssl, which it needs too).
const skipNote = NGINX ? '' : ' (SKIPPED: nginx is not installed: apt-get install nginx, as .ci/run does)';

describe.skipIf(!NGINX)(`the app behind deploy/nginx/moncton.conf${skipNote}`, () => {
  let site: string;
  let plainSite: string;
  let dataDir: string;
  let nginxCheck: string;
  let server: ReturnType<typeof spawnServer>;
  const admin = { email: 'proxy-admin@example.com', password: `proxy-${randomBytes(9).toString('hex')}` };

  /** Resolves every name to 127.0.0.1: the site's name as DNS would, a stranger's name too. */
  const toLoopback: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  let certificate: string;
  const agents = new Map<string, Agent>();
  /** A browser-like client on its own loopback address, trusting the test's certificate. */
  function clientAt(localAddress: string): Agent {
    let agent = agents.get(localAddress);
    if (!agent) {
      agent = new Agent({ localAddress, connect: { ca: certificate, lookup: toLoopback } });
      agents.set(localAddress, agent);
    }
    return agent;
  }
  const browser = () => clientAt('127.0.0.2');

  beforeAll(async () => {
    if (!OPENSSL) throw new Error('openssl is needed for the certificate: apt-get install openssl');
    const dir = await tempDir('behind-proxy-');
    dataDir = path.join(dir, 'data');

    // A self-signed certificate for the site's name, as Let's Encrypt would give.
    const certFile = path.join(dir, 'cert.pem');
    const keyFile = path.join(dir, 'key.pem');
    // prettier-ignore
    await execFileAsync(OPENSSL, [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', `/CN=${SITE_NAME}`,
      '-addext', `subjectAltName=DNS:${SITE_NAME}`,
    ]);
    certificate = await readFile(certFile, 'utf8');

    // The first admin, as docs/production.md creates it: admin-create with the service's env file.
    const envFile = path.join(dir, 'moncton.env');
    const settings = {
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    await writeFile(
      envFile,
      Object.entries(settings)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
    await execFileAsync(
      process.execPath,
      [`--env-file=${envFile}`, 'scripts/admin-create.ts', '--email', admin.email],
      { cwd: ROOT_DIR, env: { PATH: process.env.PATH ?? '', ADMIN_PASSWORD: admin.password } },
    );

    server = spawnServer(settings);
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server.exited;
    });
    const appPort = new URL(await server.listening).port;

    // The site file as installed, on the loopback's ports instead of 80 and 443 (and no IPv6).
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    let conf = await readFile(path.join(DEPLOY, 'nginx', 'moncton.conf'), 'utf8');
    conf = substitute(conf, 'server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`);
    conf = substitute(conf, /^\s*listen \[::\]:.*$/gm, '');
    conf = substitute(conf, /listen 443 /g, `listen 127.0.0.1:${httpsPort} `);
    conf = substitute(conf, /listen 80\b/g, `listen 127.0.0.1:${httpPort}`);
    conf = substitute(conf, `/etc/letsencrypt/live/${SITE_NAME}/fullchain.pem`, certFile);
    conf = substitute(conf, `/etc/letsencrypt/live/${SITE_NAME}/privkey.pem`, keyFile);
    await writeFile(path.join(dir, 'moncton.conf'), conf);
    // Debian's /etc/nginx/nginx.conf around it (its http block as shipped, gzip on included), with
    // its files in the temporary folder.
    const isRoot = process.getuid?.() === 0;
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `${isRoot ? `user ${os.userInfo().username};\n` : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr;
daemon off;
events { worker_connections 256; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers on;
    access_log ${dir}/access.log;
    gzip on;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/moncton.conf;
}
`,
    );
    const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'];
    const check = await execFileAsync(NGINX!, ['-t', ...nginxArgs]);
    nginxCheck = check.stdout + check.stderr;

    const nginx: ChildProcess = spawn(NGINX!, nginxArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
    const nginxExited = new Promise((resolve) => nginx.on('exit', resolve));
    cleanups.push(async () => {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await nginxExited;
    });
    cleanups.push(() => Promise.all([...agents.values()].map((agent) => agent.close())));
    site = `https://${SITE_NAME}:${httpsPort}`;
    plainSite = `http://${SITE_NAME}:${httpPort}`;
    // nginx is up once it answers through to the app.
    await vi.waitFor(
      async () => {
        const health = await request(`${site}/healthz`, { dispatcher: browser() });
        await health.body.dump();
        if (health.statusCode !== 200) throw new Error(`/healthz through nginx: ${health.statusCode}`);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  /** One request through the proxy; the body as bytes, as it came (no decompression, no redirect). */
  async function send(
    url: string,
    options: {
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string | FormData;
      from?: string;
    } = {},
  ) {
    const response = await request(url, {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      body: options.body ?? null,
      dispatcher: clientAt(options.from ?? '127.0.0.2'),
    });
    const body = Buffer.from(await response.body.arrayBuffer());
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    return { status: response.statusCode, header, headers: response.headers, body };
  }

  /** Signs in through the sign-in form, as a browser without JavaScript does. */
  async function signIn() {
    const response = await send(`${site}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: site,
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ ...admin, redirectTo: '/propertyadmin' }).toString(),
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    return { response, setCookie, cookie: setCookie[0]?.split(';')[0] ?? '' };
  }

  it('is accepted by nginx -t', () => {
    expect(nginxCheck).toContain('syntax is ok');
    expect(nginxCheck).toContain('test is successful');
  });

  it('signs in through the form over https: a Secure __Host- cookie, and a redirect on the https site', async () => {
    const { response, setCookie } = await signIn();
    expect(response.status).toBe(302);
    expect(new URL(response.header('location')!, site).href).toBe(`${site}/propertyadmin`);
    expect(setCookie).toHaveLength(1);
    const attributes = setCookie[0]!.split(/;\s*/);
    expect(attributes[0]).toMatch(/^__Host-session=[^;]{20,}$/);
    expect(attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'Path=/', 'SameSite=Lax']));
    expect(attributes.some((attribute) => /^Domain=/i.test(attribute))).toBe(false);
  });

  it('redirects a signed-out visit of the console to the sign-in page on the https site', async () => {
    const response = await send(`${site}/propertyadmin`);
    expect(response.status).toBe(302);
    const target = new URL(response.header('location')!, site);
    expect(target.origin).toBe(site);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirectTo')).toBe('/propertyadmin');

    // Plain http reaches nginx only to be sent to https.
    const plain = await send(`${plainSite}/about-us?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.header('location')).toBe(`https://${SITE_NAME}/about-us?x=1`);
  });

  it('gives the app the public origin, whatever forwarded headers a client sends itself', async () => {
    // robots.txt names the sitemap by the origin the app sees (PUBLIC_URL is not set here).
    const robots = await send(`${site}/robots.txt`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('refuses a name the site does not serve', async () => {
    const stranger = request(`https://evil.example:${new URL(site).port}/`, { dispatcher: browser() });
    // The TLS handshake itself is refused (ssl_reject_handshake): no certificate, no answer.
    await expect(stranger).rejects.toThrow(/unrecognized name/);
  });

  it('takes a signed-in upload of a few MB from the https origin, and refuses it from another origin', async () => {
    const { cookie } = await signIn();
    const adminPage = await send(`${site}/propertyadmin`, { headers: { cookie } });
    expect(adminPage.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(adminPage.body.toString())?.[1];
    expect(csrf).toBeTruthy();

    // A photo of noise does not compress: about 4 MB, four times nginx's default body limit.
    const [width, height] = [1600, 1200];
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(3_000_000);
    const form = () => {
      const body = new FormData();
      for (const [name, value] of Object.entries(specSubmissionFields({ propertyTitle: 'Proxy flat' }))) {
        body.append(name, value);
      }
      body.append('images', new File([new Uint8Array(photo)], 'noise.jpg', { type: 'image/jpeg' }));
      return body;
    };
    const upload = (origin: string) =>
      send(`${site}/api/submit-property`, {
        method: 'POST',
        headers: { cookie, origin, 'x-csrf-token': csrf! },
        body: form(),
      });

    // The CSRF guard compares the Origin's host with the Host nginx passes on (name and port):
    // another site's is refused before the body is read.
    const fromElsewhere = await upload(`https://evil.example:${new URL(site).port}`);
    expect(fromElsewhere.status).toBe(403);
    const fromSite = await upload(site);
    expect(fromSite.status, fromSite.body.toString()).toBe(201);
    const { id } = JSON.parse(fromSite.body.toString()) as { id: string };
    expect(id).toBeTruthy();
    // The original and its variants are on disk.
    const stored = await readdir(path.join(dataDir, 'uploads'), { recursive: true });
    expect(stored.length).toBeGreaterThan(1);
  });

  it('sees each client by its own address: the sign-in throttle counts per client, not per proxy', async () => {
    // Twenty failed sign-ins block a client address (server/auth/throttle.ts). This client claims
    // a different address in each X-Forwarded-For; nginx replaces it with the real one.
    const attempt = (from: string, email: string, password: string, spoofed?: string) =>
      send(`${site}/api/auth/login`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', ...(spoofed ? { 'x-forwarded-for': spoofed } : {}) },
        body: JSON.stringify({ email, password }),
      });
    const guesser = '127.0.0.3';
    for (let i = 1; i <= 20; i++) {
      const answer = await attempt(
        guesser,
        `nobody${i}@example.com`,
        'wrong-password-long',
        `198.51.100.${i}`,
      );
      expect(answer.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await attempt(guesser, 'nobody21@example.com', 'wrong-password-long', '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.header('retry-after'))).toBeGreaterThan(0);
    // Another client behind the same proxy signs in.
    const other = await attempt('127.0.0.2', admin.email, admin.password);
    expect(other.status).toBe(200);
    // The app's request log names the client, not the proxy.
    expect(server.output()).toContain('"remoteAddress":"127.0.0.3"');
    expect(server.output()).not.toContain('"remoteAddress":"198.51.100.');
  });

  it('compresses once (the app does it) and serves hashed assets for a year', async () => {
    const page = await send(`${site}/about-us`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.header('content-encoding')).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    expect(html).toContain('</html>');
    const plain = await send(`${site}/about-us`);
    expect(plain.header('content-encoding')).toBeUndefined();
    expect(plain.body.toString()).toContain('</html>');

    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const asset = await send(`${site}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.header('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.header('content-encoding')).toBe('gzip');
    expect(gunzipSync(asset.body).length).toBeGreaterThan(0);
  });
});
