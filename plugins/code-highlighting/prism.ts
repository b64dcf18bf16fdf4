// The highlighter with the site's extra languages (themeConfig.prism.additionalLanguages).
// Only the server bundle imports it up front; in the browser it is its own
// chunk, loaded the first time a code block has to be highlighted there.
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Highlight, Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism);

export {Highlight};
