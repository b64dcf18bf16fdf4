/**
 * Release numbers as the library publishes them: `major.minor.patch` with an
 * optional pre-release (`3.17.0-beta.1`), which sorts before its release.
 */

const RELEASE = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

interface Release {
  readonly numbers: readonly [number, number, number];
  readonly pre: readonly string[];
}

export function isRelease(text: string): boolean {
  return RELEASE.test(text);
}

function parse(version: string): Release {
  const match = RELEASE.exec(version);
  if (!match) {
    throw new Error(`not a release number: ${version}`);
  }
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(match[3])],
    pre: match[4] ? match[4].split('.') : [],
  };
}

function comparePre(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) {
    return b.length - a.length;
  }
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index];
    const right = b[index];
    if (left === undefined || right === undefined) {
      return left === undefined ? -1 : 1;
    }
    if (left !== right) {
      const bothNumbers = /^\d+$/.test(left) && /^\d+$/.test(right);
      return bothNumbers ? Number(left) - Number(right) : left < right ? -1 : 1;
    }
  }
  return 0;
}

/** Negative when `a` was released before `b`, as `Array.prototype.sort` wants. */
export function compareReleases(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference) {
      return difference;
    }
  }
  return comparePre(left.pre, right.pre);
}

/** `3.9` for `3.9.2` or `3.9.0-beta.1`: the minor release line a version belongs to. */
export function minorLine(version: string): string {
  const {numbers} = parse(version);
  return `${numbers[0]}.${numbers[1]}`;
}

/** The later of two releases. */
export function laterRelease(a: string, b: string): string {
  return compareReleases(a, b) >= 0 ? a : b;
}
