import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {ExampleData} from '@site/plugins/examples/types';
import type {ProjectText} from '@site/plugins/examples/project/exampleProject';
import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {useAccountLinks, usePublicToken} from '@site/src/session';
import {withoutAccessTokens} from './codeTokens';

// Its own chunk, with the zip writer: nothing of it loads before a reader asks.
const loadDownload = () =>
  import(
    /* webpackChunkName: "example-project" */ '@site/plugins/examples/project/downloadProject'
  );

/** The README's and `.env`'s words, in the page's language. */
function projectText(): ProjectText {
  return {
    readmeIntro: (link) =>
      translate(
        {
          id: 'example.project.readmeIntro',
          message: 'This project was made from the example at {link}.',
        },
        {link},
      ),
    readmeEdited: translate({
      id: 'example.project.readmeEdited',
      message: 'It holds your edited code, not the example as published.',
    }),
    readmeRunHeading: translate({id: 'example.project.readmeRunHeading', message: 'Run it'}),
    readmeRun: translate({
      id: 'example.project.readmeRun',
      message:
        'With Node.js 20 or later, in this folder, run these two commands, then open the address the second one prints:',
    }),
    readmeBuild: translate({
      id: 'example.project.readmeBuild',
      message:
        '`npm run build` writes the page and its bundled scripts to `dist/`, ready for any static host. Both commands use Vite.',
    }),
    readmeTokenHeading: translate({
      id: 'example.project.readmeTokenHeading',
      message: 'Access token',
    }),
    readmeTokenSet: (variable) =>
      translate(
        {
          id: 'example.project.readmeTokenSet',
          message:
            '`.env` sets `{variable}` to your default public token, and `src/main.js` reads it from there. `.gitignore` keeps `.env` out of Git.',
        },
        {variable},
      ),
    readmeTokenMissing: (variable, url) =>
      translate(
        {
          id: 'example.project.readmeTokenMissing',
          message:
            'The map needs an access token: create one at {url} and put it in `.env` as the value of `{variable}`. `.gitignore` keeps `.env` out of Git.',
        },
        {variable, url},
      ),
    readmeFilesHeading: translate({
      id: 'example.project.readmeFilesHeading',
      message: 'Scripts loaded by tags',
    }),
    readmeTags: translate({
      id: 'example.project.readmeTags',
      message:
        'No npm package does what these files do for this example, so `index.html` loads them with tags, as the example does:',
    }),
    readmeDataHeading: translate({id: 'example.project.readmeDataHeading', message: 'Data'}),
    envComment: (url) =>
      translate(
        {
          id: 'example.project.envComment',
          message: 'Your access token; create one at {url}',
        },
        {url},
      ),
  };
}

/**
 * Download project: the example, or the reader's edit of it, as a folder
 * to run with npm (see plugins/examples/project). Made in the browser, so it
 * works offline; a data file the site cannot give is named in an alert.
 */
export default function DownloadProjectButton({
  example,
  code,
  edited,
  onFailure,
}: {
  example: ExampleData;
  code: string;
  edited: boolean;
  /** Shows why a download failed under the toolbar, or clears it (null). */
  onFailure: (notice: ReactNode) => void;
}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {libraryVersion} = useSiteSettings();
  const token = usePublicToken();
  const {accessTokensUrl} = useAccountLinks();
  const [working, setWorking] = useState(false);

  async function download() {
    setWorking(true);
    onFailure(null);
    const runtimeBase = example.demoPath.slice(0, example.demoPath.lastIndexOf('demo/'));
    try {
      const {downloadProject} = await loadDownload();
      await downloadProject(
        {
          slug: example.slug,
          title: example.title,
          locale: i18n.currentLocale,
          html: withoutAccessTokens(code, token).code,
          edited,
          productId: example.preview.productId,
          libraryVersion,
          minimumVersion: example.minimumVersion?.version ?? null,
          exampleUrl: new URL(window.location.pathname, siteConfig.url).href,
          token: token ?? null,
          accessTokensUrl,
          assetsUrl: example.preview.assetsUrl,
          text: projectText(),
        },
        `${runtimeBase}assets/`,
      );
    } catch (error) {
      const file = error instanceof Error && 'file' in error ? String(error.file) : null;
      onFailure(<DownloadFailure file={file} />);
    }
    setWorking(false);
  }

  return (
    <button
      type="button"
      className="button button--sm button--secondary"
      onClick={() => void download()}
      disabled={working}
      aria-busy={working}
      data-testid="example-download-project">
      <Translate id="example.project.download">Download project</Translate>
    </button>
  );
}

function DownloadFailure({file}: {file: string | null}): ReactNode {
  return file ? (
    <Translate id="example.project.dataFailed" values={{file: <code>{file}</code>}}>
      {
        'The project could not be made: the site did not give its data file {file}. Check your connection and try again.'
      }
    </Translate>
  ) : (
    <Translate id="example.project.failed">
      The project could not be made. Check your connection and reload the page.
    </Translate>
  );
}
