import { writeFileSync } from 'node:fs';
import { expect as baseExpect, type Page, type Request, test } from '@playwright/test';
import { MAP_BUCKETS_LIMIT } from '../packages/contract/src/schemas/verifications';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const COUNT_TEXT = /^([\d,]+) verifications? match(?:es)? the filters\.$/;
const VERIFICATIONS_PATH = '/statistics/api/verifications/';
/** The figure of the issue (33): each zoom step's markers drawn within this after their answer. */
const STEP_TARGET_MS = 300;

type MarkersBody = {
  aggregation: 'markers';
  precision: number;
  hits: number;
  bounding_box: { north: number; east: number; south: number; west: number };
};
type MarkersReply = {
  data:
    | { type: 'single_hits'; hits: unknown[]; truncated: boolean }
    | {
        type: 'buckets';
        buckets: { doc_count: number; center_lat: { value: number }; center_lon: { value: number } }[];
      };
};
type Answer = { body: MarkersBody; reply: MarkersReply };
type StepFigures = {
  zoom: number;
  precision: number;
  answer: string;
  markersInDom: number;
  answeredToShownMs: number;
  answeredToDrawnMs: number;
  requestedToDrawnMs: number;
  longestTaskMs: number;
};

async function countOf(page: Page): Promise<number> {
  const count = page.getByTestId('verification-count');
  await expect(count).toHaveText(COUNT_TEXT);
  return Number((await count.textContent())!.match(COUNT_TEXT)![1]!.replaceAll(',', ''));
}

function isMarkersRequest(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    new URL(request.url()).pathname === VERIFICATIONS_PATH &&
    (request.postData() ?? '').includes('"markers"')
  );
}

/** A markers request with its reply, once the reply has come. */
async function answerOf(request: Request): Promise<Answer> {
  const response = await request.response();
  return { body: request.postDataJSON() as MarkersBody, reply: (await response!.json()) as MarkersReply };
}

/** The scans an answer stands for: every bucket's doc_count, or one per single hit. */
function scansOf(reply: MarkersReply): number {
  return reply.data.type === 'buckets'
    ? reply.data.buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0)
    : reply.data.hits.length;
}

/**
 * Before the page's scripts: the Leaflet map, caught by an init hook of Leaflet's own when the map
 * bundle sets `window.L` (the test moves the map as a user's zoom does, through setView), and the
 * long tasks (over 50 ms) of the page.
 */
async function watchMapAndLongTasks(page: Page) {
  await page.addInitScript(() => {
    type Hooked = { Map?: { addInitHook?: (hook: () => void) => void } };
    const global = window as unknown as { L?: Hooked; __maps: unknown[]; __longTasks: number[][] };
    global.__maps = [];
    global.__longTasks = [];
    let leaflet: Hooked | undefined;
    Object.defineProperty(window, 'L', {
      configurable: true,
      get: () => leaflet,
      set: (value: Hooked) => {
        leaflet = value;
        value?.Map?.addInitHook?.(function (this: unknown) {
          global.__maps.push(this);
        });
      },
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) global.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Waits until the map has drawn the answer to its last request and asked for nothing since (the
 * move's debounce is 250 ms), and returns that step's marks (ms, page time).
 */
async function settledMarks(page: Page): Promise<Record<string, number>> {
  let marks: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        marks = await page.evaluate(() => {
          const last: Record<string, number> = {};
          for (const mark of performance.getEntriesByType('mark')) {
            if (mark.name.startsWith('verification-map:')) last[mark.name.slice(17)] = mark.startTime;
          }
          last.now = performance.now();
          return last;
        });
        const { now = 0, 'markers-requested': requested, 'markers-drawn': drawn } = marks;
        return requested !== undefined && drawn !== undefined && drawn > requested && now - drawn > 600;
      },
      { message: 'the markers of the last request drawn, and no request since', timeout: 30_000 },
    )
    .toBe(true);
  return marks;
}

/** The scans the markers in the DOM stand for: each cluster's and bucket's data-count, one per single. */
async function domScansOf(page: Page): Promise<{ markers: number; scans: number; singles: number }> {
  return page.getByTestId('verification-map').evaluate((map) => {
    const icons = [...map.querySelectorAll('.leaflet-marker-icon')];
    let scans = 0;
    for (const icon of icons) {
      const counted = icon.querySelector('[data-count]');
      scans += counted ? Number(counted.getAttribute('data-count')) : 1;
    }
    return { markers: icons.length, scans, singles: map.querySelectorAll('.verification-single').length };
  });
}

test('zooming from 2 to 12 over the densest city: never over 2,000 markers, the clusters sum to the count shown, each step drawn in time', async ({
  page,
}) => {
  await page.route(/openstreetmap|cartocdn/, (route) => route.abort());
  await page.setViewportSize({ width: 1366, height: 900 });
  await watchMapAndLongTasks(page);
  const answers: Promise<Answer>[] = [];
  let csrf: Record<string, string> = {};
  page.on('request', (request) => {
    if (!isMarkersRequest(request)) return;
    csrf = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => /csrf/i.test(name)));
    answers.push(answerOf(request));
  });
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications');
  const total = await countOf(page);
  expect(total).toBeGreaterThan(1000);
  await expect(page.getByTestId('rank-by-company').getByRole('row').nth(1)).toBeVisible();

  // The densest city of the data: the largest cell of precision 4 (about 39 × 20 km) of the world,
  // under the screen's filters (the start answer's request at a finer precision).
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const start = await answers[0]!;
  const cityReply = await page.context().request.post(VERIFICATIONS_PATH, {
    data: { ...start.body, precision: 4 },
    headers: csrf,
  });
  expect(cityReply.status()).toBe(200);
  const cityData = ((await cityReply.json()) as MarkersReply).data;
  if (cityData.type !== 'buckets') throw new Error('a bucket answer expected at precision 4');
  const densest = cityData.buckets.reduce((best, bucket) =>
    bucket.doc_count > best.doc_count ? bucket : best,
  );
  const city = { lat: densest.center_lat.value, lon: densest.center_lon.value, scans: densest.doc_count };
  console.log(`densest city: ${JSON.stringify(city)}`);

  await page.evaluate(() => performance.clearMarks());
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  const shownLine = page.getByTestId('map-shown');
  const figures: StepFigures[] = [];
  for (let zoom = 2; zoom <= 12; zoom += 1) {
    const answersBefore = answers.length;
    if (zoom > 2) {
      await page.evaluate(() => performance.clearMarks());
      await page.evaluate(
        ([lat, lon, to]) => {
          const maps = (window as unknown as { __maps: { setView: (c: number[], z: number) => void }[] })
            .__maps;
          maps.at(-1)!.setView([lat!, lon!], to!);
        },
        [city.lat, city.lon, zoom],
      );
      await expect
        .poll(() => answers.length, { message: `a markers request at zoom ${zoom}` })
        .toBeGreaterThan(answersBefore);
    }
    const marks = await settledMarks(page);
    const answer = await answers.at(-1)!;
    const expected = scansOf(answer.reply);
    const dom = await domScansOf(page);

    // (i) Never more than 2,000 markers in the DOM.
    expect(dom.markers, `markers in the DOM at zoom ${zoom}`).toBeLessThanOrEqual(2000);
    // (ii) The clusters sum to the answer's scans, and the line under the map says the same.
    expect(dom.scans, `the clusters' sum at zoom ${zoom}`).toBe(expected);
    await expect(shownLine).toHaveAttribute('data-total', String(expected));
    if (zoom === 2) {
      expect(answer.body.precision).toBe(2);
      expect(dom.scans, 'the whole world sums to the count shown').toBe(total);
    }
    if (answer.reply.data.type === 'single_hits') {
      // Above zoom 8: single verifications, at most 2,000, each one marker (alone or in a cluster).
      const { hits, truncated } = answer.reply.data;
      expect(zoom).toBeGreaterThan(8);
      expect(hits.length).toBeLessThanOrEqual(2000);
      expect(dom.singles).toBeLessThanOrEqual(hits.length);
      expect(dom.singles).toBeGreaterThan(0);
      await expect(shownLine).toHaveText(
        truncated
          ? `The first ${hits.length.toLocaleString('en')} verifications in this area are shown: zoom in to see the others.`
          : `${hits.length.toLocaleString('en')} ${hits.length === 1 ? 'marker' : 'markers'} on the map.`,
      );
    } else {
      expect(zoom).toBeLessThanOrEqual(8);
      const buckets = answer.reply.data.buckets.length;
      // At most MAP_BUCKETS_LIMIT buckets; a folded answer says that dense areas are grouped (decision 324).
      expect(buckets).toBeLessThanOrEqual(MAP_BUCKETS_LIMIT);
      const markers = `${buckets.toLocaleString('en')} ${buckets === 1 ? 'marker' : 'markers'} on the map`;
      await expect(shownLine).toHaveText(
        answer.reply.data.folded ? `${markers}; dense areas are grouped: zoom in for detail.` : `${markers}.`,
      );
    }

    const answered = marks['markers-answered']!;
    const drawn = marks['markers-drawn']!;
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[][] }).__longTasks,
    );
    const longestTaskMs = Math.max(
      0,
      ...longTasks
        .filter(([at = 0, duration = 0]) => at + duration > (marks['markers-requested'] ?? 0) && at < drawn)
        .map(([, duration = 0]) => duration),
    );
    figures.push({
      zoom,
      precision: answer.body.precision,
      answer:
        answer.reply.data.type === 'buckets'
          ? `${answer.reply.data.buckets.length} buckets, ${expected} scans`
          : `${answer.reply.data.hits.length} hits${answer.reply.data.truncated ? ', truncated' : ''}`,
      markersInDom: dom.markers,
      answeredToShownMs: Math.round(marks['markers-shown']! - answered),
      answeredToDrawnMs: Math.round(drawn - answered),
      requestedToDrawnMs: Math.round(drawn - marks['markers-requested']!),
      longestTaskMs: Math.round(longestTaskMs),
    });
  }
  writeFileSync('/tmp/au-map-zoom-steps.json', `${JSON.stringify({ city, figures }, null, 1)}\n`);
  console.log(`map zoom steps over ${JSON.stringify(city)}:`);
  for (const step of figures) console.log(JSON.stringify(step));
  // The figure: each step drawn within 300 ms of its answer (a figure for bench/ on a busy
  // machine, where it is written down; the test holds it with room for the load).
  for (const step of figures) {
    expect(step.answeredToDrawnMs, `zoom ${step.zoom}: answer to markers drawn`).toBeLessThanOrEqual(
      STEP_TARGET_MS * 5,
    );
  }
});
