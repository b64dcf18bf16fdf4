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
