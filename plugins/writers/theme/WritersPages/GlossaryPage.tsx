import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import type {GlossaryTerm} from '../../glossary';
import WritersPage from './WritersPage';

export function glossaryTitle(): string {
  return translate({id: 'writers.glossary.title', message: 'Japanese glossary'});
}

/** The Japanese glossary as a table, for writers and translators. */
export default function GlossaryPage({glossary}: {glossary: readonly GlossaryTerm[]}): ReactNode {
  return (
    <WritersPage
      title={glossaryTitle()}
      intro={
        <Translate id="writers.glossary.intro">
          The Japanese edition writes each of these terms in one form only. npm run lint:ja reports
          any other form, and npm run lint:ja -- --fix replaces it.
        </Translate>
      }>
      <div className="writers-scroll">
        <table className="writers-glossary">
          <thead>
            <tr>
              <th scope="col">
                <Translate id="writers.glossary.english">English</Translate>
              </th>
              <th scope="col">
                <Translate id="writers.glossary.japanese">Japanese</Translate>
              </th>
              <th scope="col">
                <Translate id="writers.glossary.replaces">Replaces</Translate>
              </th>
              <th scope="col">
                <Translate id="writers.glossary.note">Note</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {glossary.map((term) => (
              <tr key={`${term.english}:${term.japanese}`}>
                <td>{term.english}</td>
                <td lang="ja" className="writers-term">
                  {term.japanese}
                </td>
                <td>
                  <code>{term.replaces}</code>
                </td>
                <td lang="ja">{term.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </WritersPage>
  );
}
