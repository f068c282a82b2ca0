import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Routes whose table loads with their first page (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md):
 * the entry keeps only their paths; the first of them visited loads the feature's `routes.tsx`
 * (its pages' lazy imports and their preload lists, about 3 KB gzip that no storefront page
 * needs), then the page the table names for that path.
 */
export function routesLoadedLater(
  paths: readonly string[],
  loadTable: () => Promise<RouteObject[]>,
): RouteObject[] {
  let table: Promise<RouteObject[]> | undefined;
  const tableOnce = () => {
    table ??= loadTable().catch((error: unknown) => {
      // A failed load (offline) is tried again on the next visit.
      table = undefined;
      throw error;
    });
    return table;
  };
  return paths.map((path) => ({
    path,
    Component: lazy(async (): Promise<{ default: ComponentType }> => {
      const page = (await tableOnce()).find((route) => route.path === path)?.Component;
      if (!page) throw new Error(`The route table has no page for ${path}`);
      // The table's page is itself lazy, and React.lazy may not resolve to a lazy component.
      return { default: () => createElement(page) };
    }),
  }));
}

/** The paths of a route table (its layouts' children too), to check the entry's lists against. */
export function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}
