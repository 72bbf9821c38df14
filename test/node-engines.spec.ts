import { readFileSync } from 'node:fs';
import semver from 'semver';

interface LockedPackage {
  readonly version?: string;
  readonly engines?: { readonly node?: string } | readonly string[];
  readonly optional?: boolean;
}

/**
 * `npm ci` warns EBADENGINE for every package whose `engines.node` excludes the running Node.
 * The lockfile records each package's engines, so this checks the whole tree against the
 * oldest Node that package.json promises (the machines here run Node 20).
 */
describe('the locked dependency tree', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
  const oldest = semver.minVersion(manifest.engines.node)!;

  it('promises a Node 20 release', () => {
    expect(oldest.major).toBe(20);
  });

  it('installs on the oldest promised Node without an engine warning', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : (pkg.engines as { node?: string } | undefined)?.node;
        if (!range || semver.satisfies(oldest, range, { includePrerelease: true })) return [];
        return [`${path.replace(/^.*node_modules\//, '')}@${pkg.version} needs node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
