/** Finding installed packages' folders, whether or not they export `package.json`. */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

const require = createRequire(__filename);

/** The folder of an installed package, found the way Node looks for it. */
export function packageDir(name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) {
      return dir;
    }
  }
  throw new Error(`Offline tiles: the package ${name} is not installed`);
}

export function packageVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
