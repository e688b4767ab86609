import type { ProductRow } from './catalogue.repository.js';

/**
 * The spec's order: product group sort_index, then products with a note last, then rewind flag,
 * label length, label width, labels per unit, winding direction.
 */
export function compareProducts(a: ProductRow, b: ProductRow): number {
  return (
    a.groupSortIndex - b.groupSortIndex ||
    Number(a.note.en !== '') - Number(b.note.en !== '') ||
    Number(a.rewindFlag) - Number(b.rewindFlag) ||
    Number(a.labelLength) - Number(b.labelLength) ||
    Number(a.labelWidth) - Number(b.labelWidth) ||
    a.labelsPerUnit - b.labelsPerUnit ||
    a.windingDirection.localeCompare(b.windingDirection) ||
    a.id - b.id
  );
}
