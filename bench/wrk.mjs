// wrk (Debian's package `wrk`, a load generator written in C, as pgbench is): the orders' buyers
// by default, the cached runs with `--load=wrk` (docs/decisions/492-wrk-asks-as-pgbench-does.md).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** Whether wrk is installed (`apt-get install wrk`). */
export function hasWrk() {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** A Lua script that asks `paths` in turn, with `headers`. */
function script(paths, headers) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'haat-wrk-')), 'paths.lua');
  const lua = (text) => JSON.stringify(text); // a JSON string of ASCII is a Lua string too
  fs.writeFileSync(
    file,
    [
      `local paths = {${paths.map(lua).join(', ')}}`,
      ...Object.entries(headers).map(
        ([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`,
      ),
      'local counter = 0',
      'function request()',
      '  counter = counter + 1',
      '  return wrk.format("GET", paths[(counter % #paths) + 1])',
      'end',
      '',
    ].join('\n'),
  );
  return file;
}

function milliseconds(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (value === undefined) throw new Error(`wrk latency ${text}?`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

/**
 * `duration` seconds of `connections` connections asking `paths` in turn on 127.0.0.1:`port`,
 * from one wrk thread (the other core is the server's). Answers autocannon's shape of result
 * for what the bench reads: requests.total, duration, latency.p50/p99, errors, timeouts, non2xx.
 */
export async function wrkLoad({ port, paths, duration, connections, headers = {} }) {
  const file = script(paths, headers);
  try {
    const output = await new Promise((resolve, reject) =>
      execFile(
        'wrk',
        [
          '-t1',
          `-c${connections}`,
          `-d${duration}s`,
          '--latency',
          '-s',
          file,
          `http://127.0.0.1:${port}`,
        ],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const total = Number(/(\d+) requests in ([\d.]+)(ms|s|m)/.exec(output)?.[1]);
    const [, spent, unit] = /\d+ requests in ([\d.]+)(ms|s|m)/.exec(output) ?? [];
    const seconds = Number(spent) * { ms: 0.001, s: 1, m: 60 }[unit];
    const percentile = (p) => milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)[1]);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
      output,
    );
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
    return {
      requests: { total },
      duration: seconds,
      latency: { p50: percentile(50), p99: percentile(99) },
      errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
      timeouts: socket ? Number(socket[4]) : 0,
      non2xx,
    };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * Places one order for each of `buyers` ({ token, addressId }) through POST /api/place-order
 * with `connections` in flight, as bench/orders.mjs's buyers do, from wrk: each buyer's
 * session cookie, Idempotency-Key and address. Once every buyer has asked, a connection that
 * still has a turn asks GET /api/health, not counted; the run ends at the last buyer's answer.
 * Answers the seconds, each status's count and the orders' p50 and p99 in ms.
 */
export async function wrkOrders({ port, origin, buyers, connections, totalAmount }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-wrk-orders-'));
  const list = path.join(dir, 'buyers.tsv');
  fs.writeFileSync(list, buyers.map((b) => `${b.token}\t${b.addressId}\n`).join(''));
  const file = path.join(dir, 'orders.lua');
  fs.writeFileSync(
    file,
    `local buyers, asked, answered, counts = {}, 0, 0, {}
local origin, amount = ${JSON.stringify(origin)}, ${JSON.stringify(String(totalAmount))}
local finished
function init(args)
  finished = args[2]
  for line in io.lines(args[1]) do
    local token, address = line:match("^(%S+)\\t(%S+)$")
    buyers[#buyers + 1] = { token, address }
  end
end
local first = true
function request()
  -- wrk asks for one request it never sends (seen here: the first buyer never reached the
  -- server), so the first is a health check either way.
  if first then first = false; return wrk.format("GET", "/api/health") end
  asked = asked + 1
  local buyer = buyers[asked]
  if buyer == nil then return wrk.format("GET", "/api/health") end
  local body = '{"orderDetails":{"shippingAddress":"' .. buyer[2] .. '","totalAmount":' .. amount .. '}}'
  return wrk.format("POST", "/api/place-order", {
    ["Content-Type"] = "application/json",
    ["Origin"] = origin,
    ["Cookie"] = "sid=" .. buyer[1],
    ["Idempotency-Key"] = "bench-" .. buyer[1]:sub(1, 16),
  }, body)
end
function response(status, headers, body)
  if status == 200 and body == '{"status":"ok"}' then return end
  answered = answered + 1
  counts[tostring(status)] = (counts[tostring(status)] or 0) + 1
  if answered >= #buyers then
    wrk.thread:set("counts", counts)
    -- wrk runs its whole -d however early its thread stops: the file tells the bench, which
    -- times the run and ends wrk with SIGINT (wrk then reports as usual).
    local mark = io.open(finished, "w")
    mark:write("done")
    mark:close()
    wrk.thread:stop()
  end
end
local threads = {}
function setup(thread) threads[#threads + 1] = thread end
function done(summary, latency, requests)
  local parts = {}
  for status, n in pairs(threads[1]:get("counts") or {}) do parts[#parts + 1] = '"' .. status .. '":' .. n end
  io.write(string.format('RESULT {"us":%d,"p50":%d,"p99":%d,"statuses":{%s}}\\n',
    summary.duration, latency:percentile(50), latency:percentile(99), table.concat(parts, ",")))
end
`,
  );
  const finished = path.join(dir, 'finished');
  try {
    const started = performance.now();
    let seconds = null;
    const output = await new Promise((resolve, reject) => {
      const child = execFile(
        'wrk',
        [
          '-t1',
          `-c${connections}`,
          '-d3600s',
          '--timeout',
          '60s',
          '-s',
          file,
          `http://127.0.0.1:${port}`,
          '--',
          list,
          finished,
        ],
        { maxBuffer: 1 << 20 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
      const watch = setInterval(() => {
        if (!fs.existsSync(finished)) return;
        seconds = (performance.now() - started) / 1000;
        clearInterval(watch);
        child.kill('SIGINT');
      }, 5);
      child.once('exit', () => clearInterval(watch));
    });
    if (seconds === null) throw new Error(`wrk ended before every buyer was answered:\n${output}`);
    const found = /^RESULT (.*)$/m.exec(output);
    if (!found) throw new Error(`wrk gave no result:\n${output}`);
    const result = JSON.parse(found[1]);
    return {
      seconds,
      statuses: Object.fromEntries(Object.entries(result.statuses).map(([s, n]) => [Number(s), n])),
      p50Ms: result.p50 / 1000,
      p99Ms: result.p99 / 1000,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
