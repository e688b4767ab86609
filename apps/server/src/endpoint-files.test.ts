import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contract from '@label-portal/contract';
import { describe, expect, it } from 'vitest';

/*
 * One name per area (decision 322): an endpoint is defined in
 * packages/contract/src/endpoints/<name>.ts and registered by the routes of
 * apps/server/src/modules/<area>/<name>/, the same <name>.
 */

const ROOT = join(import.meta.dirname, '../../..');
const ENDPOINT_FILES = join(ROOT, 'packages/contract/src/endpoints');
const MODULES = join(ROOT, 'apps/server/src/modules');

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Endpoint export name → the contract file (without .ts) that defines it. */
function readDefiningFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(ENDPOINT_FILES).filter((name) => /^[a-z-]+\.ts$/.test(name)))
    for (const match of readFileSync(join(ENDPOINT_FILES, file), 'utf8').matchAll(
      /export const (\w+) = defineEndpoint\(/g,
    ))
      files.set(match[1] as string, file.slice(0, -'.ts'.length));
  return files;
}

/** Endpoint export name → the modules (<area>/<name>) whose routes files import it from the contract. */
function readRegisteringModules(names: ReadonlySet<string>): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  for (const file of filesBelow(MODULES).filter((path) => path.endsWith('.routes.ts'))) {
    const module = relative(MODULES, file).split('/').slice(0, 2).join('/');
    const text = readFileSync(file, 'utf8');
    for (const block of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@label-portal\/contract'/g))
      for (const imported of (block[1] as string).split(',').map((part) => part.trim())) {
        if (!names.has(imported)) continue;
        const set = modules.get(imported) ?? new Set<string>();
        set.add(module);
        modules.set(imported, set);
      }
  }
  return modules;
}

describe('an endpoint, its contract file and its module carry one name', () => {
  const defining = readDefiningFiles();
  const exported = Object.entries(contract) as [string, unknown][];
  const nameOf = new Map(exported.map(([name, value]) => [value, name]));
  const names = contract.ENDPOINTS.map((endpoint) => nameOf.get(endpoint) as string);
  const registering = readRegisteringModules(new Set(names));

  it('finds every endpoint of the table among the contract files', () => {
    expect(names.filter((name) => !defining.has(name))).toEqual([]);
    expect(names.length).toBeGreaterThan(100);
  });

  it('has each endpoint registered by exactly one module, named as its contract file', () => {
    const disagreements = names.flatMap((name) => {
      const modules = [...(registering.get(name) ?? [])];
      const file = defining.get(name);
      const moduleName = modules.length === 1 ? (modules[0] as string).split('/')[1] : undefined;
      return moduleName === file
        ? []
        : [`${name}: endpoints/${file}.ts, registered by ${modules.join(', ') || 'no module'}`];
    });
    expect(disagreements).toEqual([]);
  });
});
