import { type SQL, sql } from 'drizzle-orm';

/**
 * The statistics CSV cells written by PostgreSQL (decision 245), for repositories: the same rules
 * as lib/csv-export.ts (`protectCsvCell`, csv-stringify's quoting), which the streams use.
 */

/**
 * The same cell as `createCsvWriter` writes it, computed by PostgreSQL (decision 245): the formula
 * apostrophe of `protectCsvCell`, then RFC 4180 quotes when the cell holds `;`, `"`, CR or LF (quotes
 * doubled), which is csv-stringify's rule with these options. The orders CSV builds its lines in
 * the database this way; the server only joins them.
 */
export function csvCellSql(cell: SQL): SQL {
  const text = sql`coalesce(${cell}, '')`;
  const isFormula = sql`${text} ~ '^[-=+@\\t\\r]'`;
  const protectedText = sql`(case when ${isFormula} then '''' || ${text} else ${text} end)`;
  return sql`(case when ${text} ~ '[;"\\r\\n]' then '"' || replace(${protectedText}, '"', '""') || '"' else ${protectedText} end)`;
}

/**
 * One CSV line (without its CRLF) from cells written by `csvCellSql` or safe by construction (never
 * null: concat_ws would drop the cell).
 */
export function csvLineSql(cells: readonly SQL[]): SQL {
  return sql`concat_ws(';', ${sql.join([...cells], sql`, `)})`;
}

/**
 * The formula apostrophe of `protectCsvCell` alone, for cells a CSV writer quotes afterwards (COPY's
 * CSV format, `quoteCsvCell`; decision 257): first characters TAB, CR, +, -, =, @. An empty text is
 * null, which COPY writes as an empty cell (an empty string it would write as `""`).
 */
export function csvFormulaGuardSql(cell: SQL): SQL {
  return sql`(case when ascii(${cell}) in (9, 13, 43, 45, 61, 64) then '''' || ${cell} else nullif(${cell}, '') end)`;
}
