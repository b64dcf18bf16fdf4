import type {ReactNode} from 'react';

interface Props {
  readonly title: string;
  readonly intro: ReactNode;
  readonly children: ReactNode;
}

/**
 * The body of a writers' page: its heading, what it is for, then its content.
 * Rendered once by the build into a static page (build/writePages.ts), never
 * by the readers' app: these pages add nothing to the site's route table.
 */
export default function WritersPage({title, intro, children}: Props): ReactNode {
  return (
    <main className="container margin-vert--lg writers-page">
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
    </main>
  );
}
