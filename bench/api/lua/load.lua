-- wrk script of `npm run bench:api` (bench/api/wrk.mjs sets the environment):
--   BENCH_METHOD      GET (default) or POST
--   BENCH_HEADERS     request headers, one "Name: value" a line
--   BENCH_BODY_FILE   the request body (read once)
--   BENCH_KEY_PREFIX  when set, every request gets its own Idempotency-Key: prefix-thread-counter
-- Every request comes from its own client address (X-Forwarded-For, 198.18.0.0/15, the range set
-- aside for benchmarks), so that a per-address rate limit behind TRUST_PROXY stays out of the way.
-- Replies are counted by status; done() prints one line "BENCH_JSON {...}" with the figures.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_id", #threads)
  thread:set("thread_count", 0)
end

function init(args)
  counter = 0
  statuses = {}
  headers = {}
  for line in string.gmatch(os.getenv("BENCH_HEADERS") or "", "[^\n]+") do
    local name, value = string.match(line, "^([^:]+):%s*(.*)$")
    if name then headers[name] = value end
  end
  method = os.getenv("BENCH_METHOD") or "GET"
  key_prefix = os.getenv("BENCH_KEY_PREFIX")
  local body_file = os.getenv("BENCH_BODY_FILE")
  if body_file and body_file ~= "" then
    local file = assert(io.open(body_file, "rb"))
    body = file:read("*a")
    file:close()
  end
end

function request()
  counter = counter + 1
  -- 131,072 addresses, one per request and thread before they repeat.
  local n = (counter * 64 + thread_id) % 131072
  headers["X-Forwarded-For"] = string.format("198.%d.%d.%d", 18 + math.floor(n / 65536),
    math.floor(n / 256) % 256, n % 256)
  if key_prefix then
    headers["Idempotency-Key"] = string.format("%s-%d-%d", key_prefix, thread_id, counter)
  end
  return wrk.format(method, nil, headers, body)
end

function response(status, response_headers, response_body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local merged = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses") or {}) do
      merged[status] = (merged[status] or 0) + count
    end
  end
  local tally = {}
  for status, count in pairs(merged) do
    table.insert(tally, string.format('"%d":%d', status, count))
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latency_us":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    table.concat(tally, ",")))
end
