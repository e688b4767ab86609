import type { VerificationEventInput } from '@label-portal/contract';
import { LABEL_ID_ALPHABET, LABEL_ID_LENGTH } from './demo-rolls.js';
import type { Prng } from './prng.js';
import { COUNTERFEIT_CITIES, SCAN_CITIES, type ScanCity, TRADE_FAIR_CITIES } from './scan-cities.js';

/**
 * Believable label scans over time (decisions 241, 242), month by month in time order, as the
 * authentication service would have sent them: scans of known labels after their roll reached its
 * company (clustered around the roll's home city, most valid, a few hot labels "checked too
 * often"), imitated codes (unknown ids) in a few cities, unknown codes anywhere and demo codes at
 * trade fairs. The same plan and seed always give the same events.
 */

/** A label that may be scanned: from when, and where its roll went. */
export type ScanLabel = {
  labelId: string;
  objectId: number;
  spoolId: number;
  /** When the label could first be scanned (its activation, else its roll's shipping). */
  from: Date;
  activated: boolean;
  /** The order's delivery country, when known. */
  country: string | null;
  /** The city of the roll's redistribution address, for redistributed rolls. */
  distributionCity: string | null;
};

export type ScanPlan = {
  /** About how many events (Poisson draws per month and label: the exact count varies a little). */
  total: number;
  start: Date;
  now: Date;
  /** Event ids are this prefix and a running number. */
  idPrefix: string;
  prng: Prng;
};

const MONTH_SHARES = { known: 0.82, imitated: 0.1, unknown: 0.05, demo: 0.03 } as const;
/**
 * Labels scanned far more often than others (a part in a showroom, a label photographed): about
 * HOT_LABELS of them, whatever the rolls hold, each weighing HOT_LABEL_FACTOR average labels of a
 * demo of REFERENCE_LABELS labels, so that they reach "checked too often" alike on small and large
 * rolls (decision 311; decision 241 drew 0.5 % of 4,850 labels at 15 times the weight).
 */
const HOT_LABELS = 25;
const HOT_LABEL_FACTOR = 15;
const REFERENCE_LABELS = 5_000;
/** Scans of one label after which the service answers "checked too often" (for the hot labels). */
const CHECKED_TOO_OFTEN_AFTER = 20;
/** Monthly decay of a label's scans after its first months (parts get fitted, then rarely checked). */
const MONTHLY_DECAY = 0.97;
const GPS_SHARE = 0.62;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Kind = keyof typeof MONTH_SHARES;
type Draft = { at: number; key: string; kind: Kind; hot: boolean; event: VerificationEventInput };

function gaussian(prng: Prng): number {
  const u = 1 - prng.next();
  const v = prng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A Poisson draw: Knuth's product of uniforms for small means, a rounded normal above. */
function poisson(prng: Prng, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(prng)));
  const limit = Math.exp(-mean);
  let count = 0;
  let product = prng.next();
  while (product > limit) {
    count++;
    product *= prng.next();
  }
  return count;
}

type Picker<T> = (prng: Prng) => T;

function weightedPicker<T>(items: readonly T[], weightOf: (item: T) => number): Picker<T> {
  const cumulative: number[] = [];
  let sum = 0;
  for (const item of items) {
    sum += weightOf(item);
    cumulative.push(sum);
  }
  return (prng) => {
    const target = prng.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}

function cityNamed(name: string): ScanCity {
  const found = SCAN_CITIES.find((c) => c.name === name);
  if (!found) throw new Error(`no scan city ${name}`);
  return found;
}

const pickWorldCity = weightedPicker(SCAN_CITIES, (c) => c.weight);
const CITY_PICKERS_BY_COUNTRY = new Map<string, Picker<ScanCity>>();
for (const country of new Set(SCAN_CITIES.map((c) => c.country))) {
  CITY_PICKERS_BY_COUNTRY.set(
    country,
    weightedPicker(
      SCAN_CITIES.filter((c) => c.country === country),
      (c) => c.weight,
    ),
  );
}

function pickCountryCity(prng: Prng, country: string | null): ScanCity {
  const picker = country ? CITY_PICKERS_BY_COUNTRY.get(country) : undefined;
  return (picker ?? pickWorldCity)(prng);
}

/** IP geolocation answers one of a few points per city (the providers' network centres). */
const IP_POINTS: readonly [number, number][] = [
  [0, 0],
  [0.21, -0.34],
  [-0.27, 0.18],
];

function positionIn(prng: Prng, city: ScanCity): { lat: number; lon: number; accuracy: number } {
  if (prng.chance(GPS_SHARE)) {
    const lat = Math.max(-89.9, Math.min(89.9, city.lat + gaussian(prng) * city.radius));
    const stretch = Math.max(0.2, Math.cos((city.lat * Math.PI) / 180));
    let lon = city.lon + (gaussian(prng) * city.radius) / stretch;
    if (lon > 180) lon -= 360;
    if (lon < -180) lon += 360;
    const accuracy = Math.min(2000, Math.max(3, Math.round(Math.exp(2.7 + gaussian(prng) * 0.8) * 10) / 10));
    return { lat: round6(lat), lon: round6(lon), accuracy };
  }
  const [dLat, dLon] = prng.pick(IP_POINTS);
  return {
    lat: round6(city.lat + dLat * city.radius),
    lon: round6(city.lon + dLon * city.radius),
    accuracy: prng.chance(0.1) ? -1 : 0,
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const CLIENTS = [
  ['MA', 38],
  ['MW', 30],
  ['DW', 9],
  ['UW', 8],
  ['UA', 6],
  ['DA', 5],
  ['MS', 4],
] as const;
type Client = (typeof CLIENTS)[number][0];
const pickClient = weightedPicker(CLIENTS, ([, weight]) => weight);

/** The agent and its version as the devices of that year would send them. */
function agentOf(
  prng: Prng,
  client: Client,
  at: Date,
): { agent: string | null; agent_version: string | null } {
  const years = at.getUTCFullYear() - 2018;
  const app = `${2 + Math.floor(years / 2)}.${(years % 2) * 5 + prng.int(0, 4)}`;
  const chrome = `${64 + Math.round(years * 8.4) + prng.int(0, 3)}.0`;
  switch (client) {
    case 'MA':
      return prng.chance(0.55)
        ? { agent: `LabelCheck/${app} (Android ${8 + Math.floor(years * 0.8)})`, agent_version: app }
        : { agent: `LabelCheck/${app} (iOS ${11 + years}.${prng.int(0, 4)})`, agent_version: app };
    case 'MW':
      return prng.chance(0.5)
        ? {
            agent: `Mozilla/5.0 (Linux; Android ${8 + Math.floor(years * 0.8)}) Chrome/${chrome} Mobile Safari/537.36`,
            agent_version: chrome,
          }
        : {
            agent: `Mozilla/5.0 (iPhone; CPU iPhone OS ${11 + years}_${prng.int(0, 4)} like Mac OS X) Safari/604.1`,
            agent_version: `${11 + years}.${prng.int(0, 4)}`,
          };
    case 'DW':
      return {
        agent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/${chrome} Safari/537.36`,
        agent_version: chrome,
      };
    case 'DA':
      return { agent: `LabelCheck Desktop/${app} (Windows)`, agent_version: app };
    case 'MS':
      return { agent: 'SMS gateway', agent_version: null };
    case 'UA':
      return { agent: 'okhttp/4.12.0', agent_version: '4.12.0' };
    default:
      return { agent: null, agent_version: null };
  }
}

const CAMPAIGN_2024 = { from: Date.parse('2024-03-01T00:00:00Z'), to: Date.parse('2024-10-01T00:00:00Z') };

function tagsOf(prng: Prng, kind: Kind, at: number): string[] {
  if (kind === 'demo') return ['trade-fair'];
  const tags: string[] = [];
  if (prng.chance(kind === 'imitated' ? 0.45 : 0.3)) tags.push('retail');
  else if (kind === 'known' && prng.chance(0.2)) tags.push('workshop');
  if (kind === 'known' && at >= CAMPAIGN_2024.from && at < CAMPAIGN_2024.to && prng.chance(0.4))
    tags.push('campaign-2024');
  return tags;
}

/** A time in [low, high) on a day at a daytime hour of the city's local time, when that fits. */
function daytimeIn(prng: Prng, low: number, high: number, city: ScanCity): number {
  const uniform = low + Math.floor(prng.next() * (high - low));
  const day = Math.floor(uniform / DAY_MS) * DAY_MS;
  const localHour = Math.min(23.9, Math.max(6, 14 + gaussian(prng) * 3.5));
  const at = Math.round(day + (localHour - city.lon / 15) * HOUR_MS + prng.int(0, 59_999));
  return at >= low && at < high ? at : uniform;
}

type LabelState = ScanLabel & { weight: number; hot: boolean; home: ScanCity; from: Date };

/** Per roll one home city in its delivery country: scans of a roll cluster where its parts are sold. */
function prepareLabels(labels: readonly ScanLabel[], prng: Prng): LabelState[] {
  const homes = new Map<number, ScanCity>();
  const hotShare = Math.min(1, HOT_LABELS / Math.max(1, labels.length));
  const hotFactor = HOT_LABEL_FACTOR * Math.max(1, labels.length / REFERENCE_LABELS);
  return labels.map((label) => {
    let home = homes.get(label.spoolId);
    if (!home) {
      home = label.distributionCity
        ? cityNamed(label.distributionCity)
        : pickCountryCity(prng, label.country);
      homes.set(label.spoolId, home);
    }
    const hot = prng.chance(hotShare);
    const weight = Math.exp(gaussian(prng) * 0.9) * (hot ? hotFactor : 1) * (label.activated ? 1 : 0.15);
    return { ...label, weight, hot, home };
  });
}

type Month = { index: number; start: number; end: number };

function monthsOf(start: Date, now: Date): Month[] {
  const months: Month[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  for (let index = 0; ; index++) {
    const from = Date.UTC(year, month, 1);
    if (from >= now.getTime()) break;
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
    months.push({
      index,
      start: Math.max(from, start.getTime()),
      end: Math.min(Date.UTC(year, month, 1), now.getTime()),
    });
  }
  return months;
}

/**
 * Labels that can be scanned from the same moment (a roll's labels: one activation, one shipping
 * day) form a group: a group's expected scans in a month are its weights' sum × active share ×
 * decay × adoption, and each of its scans picks one of its labels by weight. The same Poisson
 * process as one draw per label and month (a Poisson count split by weights), at the cost of one
 * draw per roll and month, so that rolls holding thousands of labels stay quick (decision 311).
 */
type LabelGroup = { from: number; weight: number; pick: Picker<LabelState> };

function groupLabels(states: readonly LabelState[]): LabelGroup[] {
  const byFrom = new Map<number, LabelState[]>();
  for (const state of states) {
    const from = state.from.getTime();
    const members = byFrom.get(from);
    if (members) members.push(state);
    else byFrom.set(from, [state]);
  }
  return [...byFrom].map(([from, members]) => ({
    from,
    weight: members.reduce((sum, member) => sum + member.weight, 0),
    pick: weightedPicker(members, (member) => member.weight),
  }));
}

/** A group's expected scans in a month (before scaling): weight × active share × decay × adoption. */
function groupRate(group: LabelGroup, month: Month, adoption: number): number {
  const from = group.from;
  if (month.end <= from) return 0;
  const active = (month.end - Math.max(month.start, from)) / (month.end - month.start);
  const ageMonths = Math.max(0, (month.start - from) / (30 * DAY_MS));
  return group.weight * active * MONTHLY_DECAY ** ageMonths * adoption;
}

/**
 * Yields the events month by month, each month's events in time order, with each label's running
 * verification count (the service's counter) and the hot labels' "checked too often" past it.
 */
export function* generateScans(
  labels: readonly ScanLabel[],
  plan: ScanPlan,
): Generator<VerificationEventInput[]> {
  const { prng } = plan;
  const states = prepareLabels(labels, prng);
  const groups = groupLabels(states);
  const months = monthsOf(plan.start, plan.now);
  // The app's adoption grows over the years: three times the scans in the last month as in the first.
  const adoptionOf = (month: Month) => 0.5 + month.index / Math.max(1, months.length - 1);
  let knownSum = 0;
  for (const month of months) {
    const adoption = adoptionOf(month);
    for (const group of groups) knownSum += groupRate(group, month, adoption);
  }
  const adoptionSum = months.reduce((sum, m) => sum + adoptionOf(m) * ((m.end - m.start) / (30 * DAY_MS)), 0);
  // Without labels every event is a background one (imitated, unknown, demo).
  const knownTotal = states.length > 0 && knownSum > 0 ? plan.total * MONTH_SHARES.known : 0;
  const knownScale = knownTotal > 0 ? knownTotal / knownSum : 0;
  const backgroundShare = 1 - MONTH_SHARES.known;
  /** A background kind's expected events per unit of adoption and month. */
  const background = (kind: Exclude<Kind, 'known'>) =>
    ((plan.total - knownTotal) * (MONTH_SHARES[kind] / backgroundShare)) / adoptionSum;

  const fakeIds = Array.from({ length: Math.max(12, Math.round(plan.total / 5_000)) }, (_, i) => ({
    labelId: prng.chars(LABEL_ID_ALPHABET, LABEL_ID_LENGTH),
    city: cityNamed(COUNTERFEIT_CITIES[i % COUNTERFEIT_CITIES.length] as string),
    // A few copied codes turn up far more often than the others.
    weight: Math.exp(gaussian(prng) * 1.2),
  }));
  const pickFake = weightedPicker(fakeIds, (fake) => fake.weight);
  const demoIds = Array.from({ length: 10 }, (_, i) => `DEMO${String(i + 1).padStart(8, '0')}`);
  const fairCities = TRADE_FAIR_CITIES.map(cityNamed);
  const counters = new Map<string, number>();
  let sequence = 0;

  for (const month of months) {
    const adoption = adoptionOf(month);
    const length = (month.end - month.start) / (30 * DAY_MS);
    const drafts: Draft[] = [];
    const push = (
      kind: Kind,
      key: string,
      hot: boolean,
      city: ScanCity,
      at: number,
      ids: Partial<VerificationEventInput>,
    ) => {
      const client = pickClient(prng)[0];
      drafts.push({
        at,
        key,
        kind,
        hot,
        event: {
          id: '',
          timestamp: new Date(at).toISOString(),
          label_id: null,
          object_id: null,
          ...ids,
          status: 99,
          verification_count: 1,
          client_type: client,
          ...agentOf(prng, client, new Date(at)),
          ...positionIn(prng, city),
          tags: tagsOf(prng, kind, at),
        },
      });
    };

    for (const group of groups) {
      const count = poisson(prng, groupRate(group, month, adoption) * knownScale);
      const low = Math.max(month.start, group.from);
      for (let i = 0; i < count; i++) {
        const label = group.pick(prng);
        const roll = prng.next();
        const city =
          roll < (label.hot ? 0.9 : 0.62)
            ? label.home
            : roll < 0.85
              ? pickCountryCity(prng, label.home.country)
              : pickWorldCity(prng);
        const how = prng.next();
        // The service sends the label id, the hologram's object id, or both.
        const ids =
          how < 0.08
            ? { object_id: label.objectId }
            : how < 0.18
              ? { label_id: label.labelId, object_id: label.objectId }
              : { label_id: label.labelId };
        push('known', label.labelId, label.hot, city, daytimeIn(prng, low, month.end, city), ids);
      }
    }
    for (let i = poisson(prng, background('imitated') * adoption * length); i > 0; i--) {
      const fake = pickFake(prng);
      const city = prng.chance(0.85) ? fake.city : pickWorldCity(prng);
      push('imitated', fake.labelId, false, city, daytimeIn(prng, month.start, month.end, city), {
        label_id: fake.labelId,
      });
    }
    for (let i = poisson(prng, background('unknown') * adoption * length); i > 0; i--) {
      const city = pickWorldCity(prng);
      const labelId = prng.chars(LABEL_ID_ALPHABET, LABEL_ID_LENGTH);
      push('unknown', labelId, false, city, daytimeIn(prng, month.start, month.end, city), {
        label_id: labelId,
      });
    }
    for (let i = poisson(prng, background('demo') * adoption * length); i > 0; i--) {
      const city = prng.pick(fairCities);
      const labelId = prng.pick(demoIds);
      push('demo', labelId, false, city, daytimeIn(prng, month.start, month.end, city), {
        label_id: labelId,
      });
    }

    drafts.sort((a, b) => a.at - b.at);
    yield drafts.map((draft) => {
      const counter = (counters.get(draft.key) ?? 0) + 1;
      counters.set(draft.key, counter);
      sequence++;
      return {
        ...draft.event,
        id: `${plan.idPrefix}${sequence}`,
        verification_count: counter,
        status: statusOf(prng, draft, counter),
      };
    });
  }
}

function statusOf(prng: Prng, draft: Draft, counter: number): VerificationEventInput['status'] {
  switch (draft.kind) {
    case 'imitated':
      return 4;
    case 'unknown':
      return 0;
    case 'demo':
      return 5;
    default: {
      if (draft.hot && counter > CHECKED_TOO_OFTEN_AFTER) return 3;
      const roll = prng.next();
      if (roll < 0.012) return 6;
      if (roll < 0.06) return 2;
      if (roll < 0.18) return 1;
      return 99;
    }
  }
}
