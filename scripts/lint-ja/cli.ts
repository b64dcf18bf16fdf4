// `npm run lint:ja`: see index.ts. A source it cannot read is named, and the run fails.
import {main} from './index';

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
