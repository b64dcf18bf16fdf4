/**
 * The examples' files that every locale shares: the thumbnails and the
 * offline preview runtime (tiles, styles, libraries, demo documents). They
 * are served once, under the site's root, and every locale's pages link them
 * there, so a reader who switches language downloads nothing again and a
 * build holds one copy. The built site gets them from the post-build
 * pipeline (`copySharedAssets`), the dev server from `devServerStatic`.
 */
import {cp} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';

import {THUMBNAIL_DIR} from './model';
import {RUNTIME_DIR} from '../preview';

interface SharedFolder {
  /** The folder on disk. */
  readonly directory: string;
  /** Where it is served, under the site's root: `img/examples`. */
  readonly path: string;
}

type SiteFolders = Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>;

/**
 * Where the examples plugin writes the preview runtime: in Docusaurus's
 * generated folder, which `docusaurus clear` empties.
 */
export function runtimeOutputDir(generatedFilesDir: string): string {
  return join(generatedFilesDir, 'examples', RUNTIME_DIR);
}

export function sharedFolders({siteDir, generatedFilesDir}: SiteFolders): SharedFolder[] {
  return [
    {directory: join(siteDir, 'plugins', 'examples', 'thumbnails'), path: THUMBNAIL_DIR},
    {directory: runtimeOutputDir(generatedFilesDir), path: RUNTIME_DIR},
  ];
}

/** Copies the shared folders into the built site's root (the default locale's output folder). */
export async function copySharedAssets(site: SiteFolders, siteRoot: string): Promise<string> {
  const folders = sharedFolders(site);
  await Promise.all(
    folders.map(({directory, path}) =>
      cp(directory, join(siteRoot, path), {recursive: true, force: true}),
    ),
  );
  return folders.map(({path}) => path).join(', ');
}

/** The dev server's static entries for the shared folders, at the site's root whatever the locale. */
export function devServerStatic(site: SiteFolders, siteBaseUrl: string) {
  return sharedFolders(site).map(({directory, path}) => ({
    directory,
    publicPath: `${siteBaseUrl}${path}`,
    watch: false,
  }));
}
