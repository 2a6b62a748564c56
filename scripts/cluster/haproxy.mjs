// HAProxy for the production topology (topology.mjs): Debian's package, installed when missing (as .ci/run installs
// Chromium), its configuration written from the topology, run in the foreground as a child, and read through its
// stats socket (`show stat`: per server status, and the retries and redispatches it made).
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';

/** The header the site's client names each request's operation in (shared-ui operation-kind-exchange.ts). */
const OPERATION_KIND_HEADER = 'x-graphql-operation-kind';

/**
 * HAProxy's path, installed with apt-get when missing and this process may (root); null when it cannot be had.
 * @param {(line: string) => void} log
 * @returns {string | null}
 */
export function ensureHaproxy(log) {
  const found = () => {
    const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
    return which.status === 0 ? which.stdout.trim() : null;
  };
  const existing = found();
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    log('haproxy is not installed, and installing it needs root: apt-get install haproxy');
    return null;
  }
  log('installing haproxy (apt-get install haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'ignore', env });
  if (install.status !== 0) log(`apt-get install haproxy failed (exit ${install.status})`);
  return found();
}

/**
 * @typedef {{ name: string, address: string, port: number }} BackendServer
 * @typedef {{
 *   address: string, sitePort: number, apiPort: number, statsPort: number, socket: string,
 *   api: BackendServer[], shell: BackendServer[],
 * }} HaproxyLayout
 */

/**
 * The configuration. Two frontends: the site (pages to the shell servers; /graphql, /media and /oauth straight to the
 * API instances) and the API alone (the shell servers' own server-side calls). Every server is checked on
 * /health/ready every 500 ms and taken out after 2 failed checks (in after 2 good ones). A request that could not
 * reach a server is sent to another (`retries`, `option redispatch`); a request that reached one that then died
 * without answering is sent again only when it is safe to replay: GETs and GraphQL POSTs marked as queries.
 * @param {HaproxyLayout} layout
 */
export function haproxyConfig(layout) {
  const servers = (list) =>
    list.map(({ name, address, port }) => `  server ${name} ${address}:${port} check`).join('\n');
  return `# Written by scripts/cluster/haproxy.mjs for this run; the README's operator's page explains each setting.
global
  maxconn 4096
  stats socket ${layout.socket} mode 600 level admin
  # Health checks of servers that stop at the same moment are spread out, not sent in step.
  spread-checks 5

defaults
  mode http
  # Also the pause before a connection is tried again (at most 1 s): short, since every hop here is local.
  timeout connect 500ms
  timeout client 30s
  # A read that gets no answer in 10 s is sent to the other instance (retry-on response-timeout below).
  timeout server 10s
  timeout http-request 10s
  timeout http-keep-alive 5s
  # A check may take this long to be answered: a server busy rendering pages is slow, not gone (a gone one refuses
  # the connection, and a stopping one answers 503 at once).
  timeout check 2s
  timeout queue 5s
  option forwardfor
  # Connections to the servers come from the balancer's own address: the one the API believes X-Forwarded-For from.
  source ${layout.address}
  # A request whose connection failed is tried again, on another server after the first retry.
  retries 3
  option redispatch 1
  # Checks every 500 ms (250 ms once one failed): out after 2 failed, back after 2 good. A refused connection means
  # the process is gone: out at once (observe layer4), without waiting for the checks.
  default-server inter 500ms fastinter 250ms downinter 1s fall 2 rise 2 maxconn 200 observe layer4 error-limit 1 on-error mark-down

frontend site
  bind ${layout.address}:${layout.sitePort}
  acl api_path path /graphql
  acl api_path path_beg /media/ /oauth/
  acl event_stream req.hdr(accept) -m sub text/event-stream
  use_backend api_streams if api_path event_stream
  use_backend api if api_path
  default_backend shell

# The shell servers' server-side GraphQL calls (their --api).
frontend api_internal
  bind ${layout.address}:${layout.apiPort}
  acl event_stream req.hdr(accept) -m sub text/event-stream
  use_backend api_streams if event_stream
  default_backend api

backend api
  balance roundrobin
  option httpchk
  http-check send meth GET uri /health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  # Replayed on the other instance when the first died before answering, or did not answer in time; only reads.
  retry-on conn-failure empty-response response-timeout
  acl read_method method GET HEAD
  acl marked_query req.hdr(${OPERATION_KIND_HEADER}) -m str query
  acl sign_in path_beg /oauth/
  # A sign-in callback spends a one-time code: never sent twice, whatever its method.
  http-request disable-l7-retry if sign_in
  # Writes (and anything not marked as a query) are never replayed; the API refuses a write marked as a query.
  http-request disable-l7-retry if !read_method !marked_query
${servers(layout.api)}

# Subscriptions (server-sent events): long-lived, never replayed; the client subscribes again when one ends.
backend api_streams
  balance leastconn
  option httpchk
  http-check send meth GET uri /health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  timeout server 1h
  retry-on conn-failure
${servers(layout.api)}

backend shell
  balance roundrobin
  option httpchk
  http-check send meth GET uri /health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  retry-on conn-failure empty-response response-timeout
  http-request disable-l7-retry if !{ method GET HEAD }
${servers(layout.shell)}

# The operator's view: every frontend, backend and server, its state, sessions, errors and retries.
listen stats
  bind ${layout.address}:${layout.statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}

/**
 * Starts HAProxy in the foreground (-db) with `configFile`; resolves once its site port accepts connections.
 * @param {string} binary
 * @param {string} configFile
 * @param {{ address: string, sitePort: number }} layout
 * @param {(line: string) => void} onOutput
 */
export async function startHaproxy(binary, configFile, layout, onOutput) {
  const check = spawnSync(binary, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refuses ${configFile}:\n${check.stderr || check.stdout}`);
  const child = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => chunk.split('\n').forEach((line) => line.trim() && onOutput(line)));
  }
  const deadline = Date.now() + 10_000;
  while (!(await accepts(layout.address, layout.sitePort))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('haproxy did not listen within 10 s');
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return child;
}

/** Whether a TCP connection to address:port is accepted. */
function accepts(address, port) {
  return new Promise((resolveAccepts) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

/**
 * @typedef {{ proxy: string, server: string, status: string, retries: number, redispatches: number,
 *   connectionErrors: number, responseErrors: number, sessions: number, responses5xx: number }} StatsRow
 */

/**
 * `show stat` through the stats socket: one row per frontend, backend and server.
 * @param {string} socket
 * @returns {Promise<StatsRow[]>}
 */
export function readStats(socket) {
  return new Promise((resolveRows, reject) => {
    const connection = connect(socket);
    let text = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => (text += chunk));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header, ...lines] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (fields, name) => fields[columns.indexOf(name)] ?? '';
      const count = (fields, name) => Number(at(fields, name)) || 0;
      resolveRows(
        lines.map((line) => {
          const fields = line.split(',');
          return {
            proxy: at(fields, 'pxname'),
            server: at(fields, 'svname'),
            status: at(fields, 'status'),
            retries: count(fields, 'wretr'),
            redispatches: count(fields, 'wredis'),
            connectionErrors: count(fields, 'econ'),
            responseErrors: count(fields, 'eresp'),
            sessions: count(fields, 'stot'),
            responses5xx: count(fields, 'hrsp_5xx'),
          };
        }),
      );
    });
    connection.end('show stat\n');
  });
}
