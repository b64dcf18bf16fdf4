/**
 * What the Download project button does, loaded on its first use: plans the
 * project, fetches its data files from the site's example runtime (its
 * `assets/` folder holds the docs' data; the offline copy keeps it too),
 * zips everything and hands the file to the browser.
 */
import {planExampleProject, type ProjectFile, type ProjectInput} from './exampleProject';
import {projectZip} from './projectZip';

/** A data file the site could not give; the reader is told which. */
export class ProjectDataError extends Error {
  constructor(readonly file: string) {
    super(`the data file ${file} could not be fetched`);
  }
}

/** The project's folder and zip name. */
export function projectFolder(input: Pick<ProjectInput, 'productId' | 'slug'>): string {
  return `${input.productId}-gl-js-${input.slug}`;
}

async function dataFile(runtimeAssets: string, name: string): Promise<ProjectFile> {
  let answer: Response;
  try {
    answer = await fetch(`${runtimeAssets}${encodeURIComponent(name)}`);
  } catch {
    throw new ProjectDataError(name);
  }
  if (!answer.ok) throw new ProjectDataError(name);
  return {path: `public/${name}`, content: new Uint8Array(await answer.arrayBuffer())};
}

/** Makes the project's zip and starts its download. */
export async function downloadProject(input: ProjectInput, runtimeAssets: string): Promise<void> {
  const plan = planExampleProject(input, new DOMParser());
  const data = await Promise.all(plan.dataFiles.map((name) => dataFile(runtimeAssets, name)));
  const folder = projectFolder(input);
  const bytes = projectZip(folder, [...plan.files, ...data]);
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], {type: 'application/zip'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${folder}.zip`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
