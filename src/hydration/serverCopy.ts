import {createContext} from 'react';

/**
 * The server's copy that a `ServerHtmlUntil` showed until its content went
 * live, detached from the page: what renders in its place may reuse parts
 * of it (a code block its highlighted lines). Null everywhere else.
 */
export const ServerCopyContext = createContext<Element | null>(null);
