// The cluster leg's world (vitest globalSetup), and the bench's cluster group's: a fresh PostgreSQL
// database, server processes on it and on Redis, and nginx in front of them with deploy/nginx/vce.conf,
// as docs/operations.md runs them. `.ci/run` makes sure Redis and nginx are installed and answering.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresServer = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 3200);

export interface ClusterProcess {
  name: string;
  url: string;
  pid: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: Omit<Cluster, 'stop'>;
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url: string, child: ChildProcess | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** deploy/nginx/vce.conf with this run's ports and paths, inside a main config of its own. */
function nginxConfig(workDir: string, upstreamPorts: number[]) {
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  let site = fs.readFileSync(path.join(root, 'deploy/nginx/vce.conf'), 'utf8');
  site = site
    .replace(/ {4}server 127\.0\.0\.1:300\d[^\n]*\n/g, '')
    .replace(
      'upstream vce_app {\n',
      `upstream vce_app {\n${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join('')}`,
    )
    .replaceAll('listen 80;', `listen 127.0.0.1:${basePort};`)
    .replace('/srv/vce/apps/web/dist/assets/', `${path.join(root, 'apps/web/dist/assets')}/`);
  if (!fs.existsSync(brotli)) site = site.replace(/^\s*brotli_static on;\n/m, '');
  return `${fs.existsSync(brotli) ? `load_module ${brotli};\n` : ''}daemon off;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
${site}
}
`;
}

export interface Cluster {
  proxyUrl: string;
  /** nginx's master process (its workers are its children). */
  nginxPid: number;
  processes: ClusterProcess[];
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  stop(): Promise<void>;
}

/**
 * A fresh database, `count` server processes on it and on Redis (the first writes the history, the
 * others then follow its engine), and nginx in front of them on `basePort`.
 */
export async function startCluster(options: { count: number; env?: Record<string, string> }): Promise<Cluster> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vce-cluster-'));
  const databaseName = `vce_cluster_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` }).toString();
  const prefix = `vce-cluster-${randomBytes(4).toString('hex')}:`;
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
    );
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const processes: ClusterProcess[] = [];
    for (let index = 0; index < options.count; index++) {
      const name = String.fromCharCode(97 + index);
      const port = basePort + 1 + index;
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: prefix,
          MEDIA_URL_SECRET: 'cluster-media-url-secret-of-the-test-run-000',
          // No lesson is played here: the processes' CPU goes to the cluster's own figures.
          DEMO_MEDIA: 'off',
          DATA_DIR: path.join(workDir, `data-${name}`),
          TRUST_PROXY: '1',
          MARKET_ALWAYS_OPEN: '1',
          MARKET_HISTORY_DAYS: '60',
          MARKET_MINUTE_DAYS: '2',
          ...options.env,
        },
      });
      children.push(child);
      processes.push({ name, url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 });
      await waitFor(`http://127.0.0.1:${port}/healthz`, child, 180_000);
    }

    const ports = processes.map((_, index) => basePort + 1 + index);
    fs.writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig(workDir, ports));
    const nginx = spawn('nginx', ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')], { stdio: 'inherit' });
    children.push(nginx);
    const proxyUrl = `http://127.0.0.1:${basePort}`;
    await waitFor(`${proxyUrl}/healthz`, nginx, 15_000);
    return { proxyUrl, nginxPid: nginx.pid ?? 0, processes, databaseUrl, redisUrl, prefix, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The payment sandbox's signing key of both processes. */
export const clusterSandboxSecret = 'cluster-sandbox-secret-0123456789';

export default async function setup(project: TestProject) {
  const { stop, ...cluster } = await startCluster({
    count: 2,
    // One sandbox key for both, so the test can sign notifications either process accepts.
    env: { SMS_RESEND_SECONDS: '1', PAYMENT_SANDBOX_SECRET: clusterSandboxSecret },
  });
  project.provide('cluster', cluster);
  return stop;
}
