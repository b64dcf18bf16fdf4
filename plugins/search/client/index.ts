// The search feature's public entry for browser code outside it (the
// DocSearch repairs in plugins/overrides/search-repairs).
export {useIndexFailureText} from './IndexFailureText';
