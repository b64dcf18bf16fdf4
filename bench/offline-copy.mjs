// The size of each locale's offline copy, as the Read offline page saves it:
// files and megabytes in all, then by folder, from the built
// offline-manifest.json of each locale, and what the service worker keeps
// from its install (the offline pages and what they load).
//
//   npm run bench:offline   (after npm run build)
import {readFile, stat} from 'node:fs/promises';
import {join} from 'node:path';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

async function manifestOf(folder) {
  try {
    return JSON.parse(await readFile(join(folder, 'offline-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

const locales = [
  ['en', BUILD_DIR],
  ['ja', join(BUILD_DIR, 'ja')],
];
let shellBytes = 0;
const shell = new Set();
for (const [locale, folder] of locales) {
  const manifest = await manifestOf(folder);
  if (!manifest) {
    console.log(`${locale}: no offline-manifest.json in ${folder} (run npm run build first)`);
    continue;
  }
  console.log(
    `${locale}: ${manifest.files.length} files, ${mb(manifest.bytes)}, ${manifest.pages.length} pages, build ${manifest.build}`,
  );
  const byFolder = new Map();
  for (const file of manifest.files) {
    // Under the base URL, and the locale's folder for the pages of another locale than the default.
    const relative = file.url.replace(/^\/[^/]+\//, '').replace(new RegExp(`^${locale}/`), '');
    const parts = relative.split('/');
    const key =
      parts.length > 2
        ? `${parts[0]}/${parts[1]}/`
        : parts.length > 1
          ? `${parts[0]}/`
          : '(pages at the root)';
    const entry = byFolder.get(key) ?? {files: 0, bytes: 0};
    entry.files += 1;
    entry.bytes += file.bytes;
    byFolder.set(key, entry);
  }
  for (const [key, {files, bytes}] of [...byFolder]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, 12)) {
    console.log(`  ${key.padEnd(34)} ${String(files).padStart(5)} files ${mb(bytes).padStart(9)}`);
  }
  for (const url of manifest.shell) shell.add(url);
}
for (const url of shell) {
  const path = url.replace(/^\/[^/]+\//, '');
  const file =
    path.endsWith('/') || path === '' ? join(BUILD_DIR, path, 'index.html') : join(BUILD_DIR, path);
  shellBytes += (await stat(file).catch(() => ({size: 0}))).size;
}
console.log(
  `service worker shells (each locale's offline page and what it loads; a reader's worker keeps the shells of the locales they open): ${shell.size} files, ${mb(shellBytes)}`,
);
