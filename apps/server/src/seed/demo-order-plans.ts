import type { ORDER_STATES } from '@label-portal/contract';

export type OrderState = (typeof ORDER_STATES)[number];
/** For shipped orders: are the delivered labels activated (all spools, some spools, none)? */
export type Activation = 'all' | 'partial' | 'none';

export type LinePlan = {
  reference: string;
  /** Full rolls. */
  rolls: number;
  /** Labels beyond the full rolls: more than 0 makes a partial roll. */
  extraLabels: number;
  printed: boolean;
};

export type OrderPlan = {
  companyKey: string;
  date: string;
  state: OrderState;
  customerOrderNo: string;
  lines: LinePlan[];
  activation: Activation;
};

/**
 * The order history, one order per line: company | date | state | purchase order no. | positions | activation.
 * A position is "REFERENCE xROLLS", "+LABELS" adds a partial roll, "printed" marks print data.
 * Demo Parts has 19 orders (18 in its history, so two pages of 10) across every state; only one of its
 * shipped orders keeps non-activated labels, so it can still order. Bavaria has two and is blocked.
 */
const ORDER_ROWS = `
demo-parts | 2024-02-12 | SHIPPED          | PO-24-0112 | SL-OP-1001 x2, SL-ER-3001 x1           | all
demo-parts | 2024-05-06 | SHIPPED          |            | SL-OP-1002 x6                          | all
demo-parts | 2024-07-19 | CANCELLED        | PO-24-0233 | SL-AC-2001 x1                          |
demo-parts | 2024-09-30 | SHIPPED          |            | SL-OP-1002 x2, SL-AC-2004 x0+800       | all
demo-parts | 2024-12-03 | SHIPPED          | PO-24-0377 | SL-OP-1003 x1 printed                  | all
demo-parts | 2025-02-17 | SHIPPED          |            | SL-MP-4001 x2, SL-SU-5001 x1, SL-BP-6001 x1 | all
demo-parts | 2025-04-08 | SHIPPED          | PO-25-0108 | SL-OP-1001 x3                          | all
demo-parts | 2025-06-23 | CANCELLED        |            | SL-ER-3002 x2                          |
demo-parts | 2025-08-11 | SHIPPED          | PO-25-0291 | SL-OP-1004 x1 printed, SL-OP-1001 x1   | all
demo-parts | 2025-10-02 | SHIPPED          |            | SL-AC-2003 x2, SL-MP-4004 x1           | all
demo-parts | 2026-01-14 | SHIPPED          | PO-26-0015 | SL-OP-1002 x2, SL-ER-3004 x2           | all
demo-parts | 2026-03-09 | SHIPPED          |            | SL-OP-1001 x3, SL-SU-5002 x2           | partial
demo-parts | 2026-05-20 | IN_PRODUCTION    | PO-26-0142 | SL-OP-1003 x1 printed, SL-MP-4003 x2 printed |
demo-parts | 2026-07-01 | ORDER_RECEIVED   |            | SL-MP-4002 x3, SL-BP-6003 x0+1200      |
demo-parts | 2026-08-18 | CANCEL_REQUESTED | PO-26-0233 | SL-ER-3001 x3                          |
demo-parts | 2026-09-29 | ORDER_RECEIVED   |            | SL-OP-1001 x12, SL-AC-2001 x2          |
demo-parts | 2026-10-27 | ORDER_PENDING    | PO-26-0301 | SL-SU-5003 x2                          |
demo-parts | 2026-11-16 | ORDER_PENDING    |            | SL-OP-1002 x2, SL-ER-3003 x1, SL-MP-4001 x1 |
demo-parts | 2026-11-19 | CREATED          |            | SL-OP-1001 x2                          |
lorraine   | 2019-09-12 | SHIPPED          | LP-19-044  | SL-OP-1001 x2                          | all
lorraine   | 2020-05-04 | SHIPPED          | LP-20-017  | SL-ER-3001 x1                          | all
blocked    | 2023-05-10 | SHIPPED          | NW-4471    | SL-OP-1001 x2                          | all
blocked    | 2024-11-04 | SHIPPED          | NW-4890    | SL-AC-2002 x2                          | all
blocked    | 2025-09-15 | CANCELLED        | NW-5102    | SL-OP-1002 x2                          |
transport  | 2025-03-03 | SHIPPED          | CIA-25-031 | SL-ER-3001 x2                          | all
transport  | 2026-11-10 | ORDER_PENDING    | CIA-26-207 | SL-OP-1001 x4, SL-SU-5002 x1           |
bavaria    | 2025-11-20 | SHIPPED          |            | SL-MP-4001 x2                          | none
bavaria    | 2026-02-16 | SHIPPED          |            | SL-AC-2001 x2                          | partial
bavaria    | 2026-10-05 | ORDER_RECEIVED   |            | SL-OP-1002 x5                          |
torinesi   | 2025-12-01 | SHIPPED          | OMT-7781   | SL-ER-3002 x4                          | all
minas      | 2026-04-22 | SHIPPED          |            | SL-MP-4002 x1                          | all
minas      | 2026-11-02 | IN_PRODUCTION    |            | SL-MP-4004 x2                          |
atlas      | 2026-06-15 | SHIPPED          | ACM-2026-19 | SL-OP-1001 x5                         | all
atlas      | 2026-11-04 | CANCEL_REQUESTED | ACM-2026-31 | SL-OP-1002 x2                         |
odlewnie   | 2026-09-08 | IN_PRODUCTION    |            | SL-SU-5002 x6                          |
rhone      | 2026-11-12 | ORDER_PENDING    | RF-PO-0045 | SL-SU-5001 x3                          |
`;

function parseLine(text: string): LinePlan {
  const match = /^(\S+) x(\d+)(?:\+(\d+))?( printed)?$/.exec(text.trim());
  if (!match) throw new Error(`bad demo order position: ${text}`);
  return {
    reference: match[1] as string,
    rolls: Number(match[2]),
    extraLabels: Number(match[3] ?? 0),
    printed: Boolean(match[4]),
  };
}

function parseOrderRow(row: string): OrderPlan {
  const cells = row.split('|').map((cell) => cell.trim());
  if (cells.length !== 6) throw new Error(`demo order row needs 6 cells: ${row}`);
  const [companyKey, date, state, customerOrderNo, lines, activation] = cells as [
    string,
    string,
    OrderState,
    string,
    string,
    string,
  ];
  return {
    companyKey,
    date,
    state,
    customerOrderNo,
    lines: lines.split(',').map(parseLine),
    activation: (activation || 'all') as Activation,
  };
}

/** Every demo order, oldest first (order numbers follow this order). */
export const ORDER_PLANS: readonly OrderPlan[] = ORDER_ROWS.trim()
  .split('\n')
  .map(parseOrderRow)
  .sort((a, b) => a.date.localeCompare(b.date));
