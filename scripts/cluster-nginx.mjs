// The nginx in front of `npm run cluster` (and of the cluster test): finding it, writing its
// configuration under the project, running it in the foreground. docs/decisions/187-cluster.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, or null when Debian's package is not installed. */
export function findNginx() {
  return NGINX_CANDIDATES.find((file) => fs.existsSync(file)) ?? null;
}

/**
 * Installs Debian's nginx (and its brotli_static module) when missing and this is root with
 * apt-get, as `.ci/run` does; answers the binary or null.
 */
export function installNginx(log = console.log) {
  const found = findNginx();
  if (found && fs.existsSync(BROTLI_MODULE)) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !fs.existsSync('/usr/bin/apt-get')) return found;
  log("Installing Debian's nginx (apt-get install nginx libnginx-mod-http-brotli-static)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', 'nginx', 'libnginx-mod-http-brotli-static'], {
    stdio: 'inherit',
    env,
  });
  return findNginx();
}

/**
 * nginx.conf for `port` in front of the server processes on `upstreamPorts` (127.0.0.1):
 * - the web build's hashed assets straight from `webRoot/assets`, their .br and .gz files by
 *   Accept-Encoding (brotli_static when the module is there, gzip_static always);
 * - everything else (the API, pages, pictures) to the processes, round robin, over keep-alive;
 * - X-Forwarded-For set to the client's address (replaced, not appended: nginx is the edge, so
 *   a client cannot pick its own address for the rate limits), X-Forwarded-Proto, Host and an
 *   X-Request-Id (the client's when it is a safe token, else nginx's own);
 * - a GET, HEAD or other idempotent request whose process refused or failed (connection error,
 *   timeout, 502, 503) is tried on the next process; a POST never is once it was sent
 *   (`non_idempotent` is left out of proxy_next_upstream on purpose).
 */
export function nginxConfig({ port, host = '0.0.0.0', upstreamPorts, webRoot, dir, brotli }) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `# Written by scripts/cluster-nginx.mjs for npm run cluster; regenerated at every start.
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
daemon off;

events {
  worker_connections 4096;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  client_max_body_size 12m;
  # A document of 500 selected orders names their ids in the address: about 18.5 KB
  # (docs/decisions/168-documents-with-pdfkit.md).
  large_client_header_buffers 4 32k;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  map $http_x_request_id $haat_request_id {
    "~^[A-Za-z0-9._-]{1,128}$" $http_x_request_id;
    default $request_id;
  }
  log_format haat '$remote_addr "$request" $status $body_bytes_sent $request_time '
                  'upstream=$upstream_addr upstream_status=$upstream_status id=$haat_request_id';
  access_log ${path.join(dir, 'access.log')} haat;

  upstream haat {
${upstreamPorts.map((each) => `    server 127.0.0.1:${each} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }

  server {
    listen ${host}:${port} reuseport backlog=4096;

    location /assets/ {
      root ${webRoot};
      gzip_static on;
${brotli ? '      brotli_static on;\n' : ''}      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options nosniff;
      add_header Vary Accept-Encoding;
      try_files $uri =404;
    }

    location / {
      proxy_pass http://haat;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $haat_request_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 40s;
      proxy_send_timeout 40s;
      # Idempotent requests only: a POST that reached a process is never sent to another.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
    }
  }
}
`;
}

/**
 * Writes the configuration into `dir` and runs nginx in the foreground. Answers the child;
 * `stop()` asks it to finish (SIGQUIT: graceful) and waits.
 */
export async function startNginx(nginx, { dir, ...options }) {
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const temp = path.join(dir, 'temp', name);
    fs.mkdirSync(temp, { recursive: true });
    // Started as root, nginx's workers run as nobody and buffer large bodies here.
    fs.chmodSync(temp, 0o777);
  }
  const file = path.join(dir, 'nginx.conf');
  const brotli = options.brotli ?? fs.existsSync(BROTLI_MODULE);
  fs.writeFileSync(file, nginxConfig({ ...options, dir, brotli }));
  const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${file}: ${check.stderr.trim()}`);
  const child = spawn(nginx, ['-p', dir, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // Ready once the port answers.
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${options.port}/assets/`, { method: 'HEAD' });
      break;
    } catch {
      if (child.exitCode !== null)
        throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    child,
    file,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
