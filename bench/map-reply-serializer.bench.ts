/**
 * The Verifications POST's map answer written by the production reply serializers (decision 275):
 * fast-json-stringify compiled from the reply's JSON Schema (decision 096) against JSON.stringify,
 * on a synthetic answer of BUCKETS buckets (default 5,700, the Paris map at precision 6 on ten
 * million scans). No database.
 *
 *   npx tsx bench/map-reply-serializer.bench.ts [buckets] [rounds]
 */
import { createReplySerializerCompiler } from '../apps/server/src/lib/reply-serializer.js';
import { verificationQueryEndpoint } from '../packages/contract/src/index.js';

const BUCKETS = Number(process.argv[2] ?? 5_700);
const ROUNDS = Number(process.argv[3] ?? 30);

// The production compiler, with the reply schema not marked plain: fast-json-stringify.
const fast = createReplySerializerCompiler({ isChecked: false })({
  schema: verificationQueryEndpoint.reply,
  method: 'POST',
  url: '/statistics/api/verifications/',
  httpStatus: '200',
} as never) as (value: unknown) => string;
/** A fresh answer each call, as each request builds its own (the garbage is part of the cost). */
const replyOf = (round: number) => ({
  aggregation: 'markers',
  data: {
    type: 'buckets',
    buckets: Array.from({ length: BUCKETS }, (_, index) => ({
      key: `u09t${(index % 1024).toString(32).padStart(2, '0')}`,
      center_lat: { value: 48.85 + index / 1e5 },
      center_lon: { value: 2.35 + index / 1e5 },
      doc_count: 3,
      status: {
        buckets: [
          { key: 99, doc_count: 2 },
          {
            key: 5,
            doc_count: 1,
            single_checks: { hits: { hits: [{ _id: `MTIzNDU2Nzg5MDEy${round}-${index}` }] } },
          },
        ],
      },
    })),
  },
});

const WRITERS = [
  ['fast-json-stringify', fast],
  ['JSON.stringify', JSON.stringify],
] as const;

/** Each writer's times, the two taking turns on fresh answers. */
function timesOf(): number[][] {
  const times: number[][] = WRITERS.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    WRITERS.forEach(([, write], index) => {
      const reply = replyOf(round);
      const started = performance.now();
      write(reply);
      times[index]!.push(performance.now() - started);
    });
  }
  return times.map((list) => list.sort((a, b) => a - b));
}

const at = (times: number[], share: number) =>
  times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
const sample = replyOf(0);
if (fast(sample) !== JSON.stringify(sample)) throw new Error('fast-json-stringify writes another text');
console.log(
  `${BUCKETS} buckets, ${(JSON.stringify(sample).length / 1024).toFixed(0)} KB, ${ROUNDS} rounds (ms: p50 / p95 / max)`,
);
timesOf().forEach((times, index) => {
  console.log(
    `| ${WRITERS[index]![0]} | ${at(times, 0.5).toFixed(1)} | ${at(times, 0.95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
  );
});
