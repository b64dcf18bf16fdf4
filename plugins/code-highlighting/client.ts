// The code-highlighting feature's public entry for browser code outside it
// (the API reference's examples, the code-block override's theme components).
export {default as PlainHighlight} from './PlainHighlight';
export {isPlainToken, simplifyLine} from './tokenTypes';
export {useHighlighter} from './useHighlighter';
export {useServerMarkup} from './useServerMarkup';
export {useTokenClasses} from './useTokenClasses';
