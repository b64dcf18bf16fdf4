// `npm run lint:ja`: see index.ts.
import {main} from './index';

void main();
