/** What the browser loads on first search, as one chunk: the index reader and the engine. */
export {createEngine} from './engine';
export {unpackIndex} from './indexFile';
