/** Shared by the notice and the page template's script loader, which shows it. */
export const SCRIPT_FAILURE_NOTICE_ID = 'site-scripts-failed';
export const SCRIPT_FAILURE_PATH_ID = 'site-scripts-failed-path';
