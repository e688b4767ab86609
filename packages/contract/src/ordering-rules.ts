/** Cart arithmetic shared by the ordering screens and the server (ordering.md sections 4 and 5). */

/** Rolls input: empty or non-numeric counts as 0; negative and fractional rolls are not whole rolls. */
export function parseRolls(input: string): number {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : 0;
}

export function labelsForRolls(rolls: number, labelsPerUnit: number): number {
  return rolls * labelsPerUnit;
}

/** Rolls a label quantity makes, shown with up to 4 decimals. */
export function rollsForLabels(labels: number, labelsPerUnit: number): number {
  return Math.round((labels / labelsPerUnit) * 10_000) / 10_000;
}

/** A quantity that is not a whole number of rolls is a partial roll. */
export function isPartialRoll(labels: number, labelsPerUnit: number): boolean {
  return labels % labelsPerUnit !== 0;
}
