import type {Page} from '@playwright/test';
import sharp from 'sharp';

/** This machine's servers: the site, the account service. Anything else is the network. */
export function isLoopback(url: string): boolean {
  const {hostname, protocol} = new URL(url);
  return !protocol.startsWith('http') || ['localhost', '127.0.0.1'].includes(hostname);
}

/** A picture of one colour (a blank canvas, background only) has no spread. */
export async function isBlankPicture(png: Buffer): Promise<boolean> {
  const {channels} = await sharp(png).stats();
  return channels.slice(0, 3).every((channel) => channel.stdev < 6);
}

/** The code highlighter's chunk (`plugins/code-highlighting`), which pages load only to highlight code themselves. */
export const PRISM_CHUNK = /\/assets\/js\/prism\.[^/]+\.js$/;

/** The URLs of the page's requests that match `pattern`, from now on, as they are made. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) {
      urls.push(request.url());
    }
  });
  return urls;
}
