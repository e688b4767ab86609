import { SCREENS, type ScreenKey } from '@label-portal/contract';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES } from '../lib/locale-resources';
import { routes } from './route-table';

/** Every routed path with the right of the guard around it (undefined: no guard). */
function guardedPaths(
  tree: readonly RouteObject[],
  prefix = '',
  right?: string,
): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const route of tree) {
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${prefix.replace(/\/$/, '')}/${route.path}`
      : prefix;
    const element = route.element;
    const guard =
      isValidElement<{ right?: string }>(element) && typeof element.props.right === 'string'
        ? element.props.right
        : right;
    if (route.path && (route.lazy || route.children?.some((child) => child.index))) found.set(path, guard);
    for (const [childPath, childRight] of guardedPaths(route.children ?? [], path, guard)) {
      found.set(childPath, childRight);
    }
  }
  return found;
}

// The root layout starts loading the shells when it is imported (decision 050): the test waits for
// them, so that its environment is never torn down while they load (CI saw "Cannot load … after the
// environment was torn down" under load).
beforeAll(async () => {
  await Promise.all([import('./routes/signed-in-shell'), import('../features/shell')]);
});

describe('route table', () => {
  const routed = guardedPaths(routes);

  it('routes every screen of the screen table at its path, behind the guard of its right', () => {
    for (const key of Object.keys(SCREENS) as ScreenKey[]) {
      const { path, right } = SCREENS[key];
      expect(routed.has(path), path).toBe(true);
      expect(routed.get(path), path).toBe(right ?? undefined);
    }
  });

  it('routes nothing besides the table’s screens, the order summary’s steps and the back-office details', () => {
    const tablePaths = new Set(Object.values(SCREENS).map((screen) => screen.path));
    const extra = [...routed.keys()].filter((path) => !tablePaths.has(path)).sort();
    expect(extra).toEqual([
      '/backoffice/companies/:id',
      '/backoffice/orders/:orderId',
      '/orders/order_process/order_summary/adressAndDelivery',
      '/orders/order_process/order_summary/error',
      '/orders/order_process/order_summary/payment',
      '/orders/order_process/order_summary/thankyou',
    ]);
  });

  it('has a title for every screen in English and French', () => {
    const textAt = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const screen of Object.values(SCREENS)) {
      expect(typeof textAt(LOCALE_RESOURCES.en.translation, screen.titleKey), screen.titleKey).toBe('string');
      expect(typeof textAt(LOCALE_RESOURCES.fr.translation, screen.titleKey), screen.titleKey).toBe('string');
    }
  });
});
