/**
 * The metadata every example carries in `example/{slug}/meta.json`.
 * Validated when the site builds: a missing or unknown field fails the
 * build with the example's name in the message.
 */
import {Joi} from '@docusaurus/utils-validation';

export interface LocalisedString {
  readonly en: string;
  readonly ja: string;
}

export interface ExampleMeta {
  readonly title: LocalisedString;
  /** Prose under the title: paragraphs, `[links](/api/...)` and `code`. */
  readonly description: LocalisedString;
  readonly topics: readonly string[];
  /** ISO date the example was added. */
  readonly created: string;
  /** What the thumbnail script captures: a still (png) or a short loop (gif). */
  readonly thumbnail: 'png' | 'gif';
  /** Whether the offline runtime can run it; when not, `liveReason` says why. */
  readonly live: boolean;
  readonly liveReason?: LocalisedString;
  /**
   * `false` for the few examples that show a plugin with no map at all
   * (the geocoder on its own): their page need not load the library.
   */
  readonly map?: boolean;
  /**
   * The Japanese of each comment and logged message in `index.html`, keyed
   * by its English as the code has it (a comment's lines joined with
   * spaces): the Japanese page shows the same code with this prose.
   */
  readonly codeText?: readonly LocalisedString[];
}

const localised = (max: number) =>
  Joi.object({
    en: Joi.string().trim().min(1).max(max).required(),
    ja: Joi.string().trim().min(1).max(max).required(),
  });

export function metaSchema(knownTopics: readonly string[]) {
  return Joi.object<ExampleMeta>({
    title: localised(120).required(),
    description: localised(2000).required(),
    topics: Joi.array()
      .items(Joi.string().valid(...knownTopics))
      .min(1)
      .unique()
      .required(),
    created: Joi.string()
      .pattern(/^\d{4}-\d{2}-\d{2}$/)
      .required(),
    thumbnail: Joi.string().valid('png', 'gif').required(),
    live: Joi.boolean().required(),
    map: Joi.boolean(),
    codeText: Joi.array().items(localised(1000)),
    liveReason: localised(300).when('live', {
      is: false,
      then: Joi.required(),
      otherwise: Joi.forbidden(),
    }),
  }).unknown(false);
}

/** Returns the metadata or throws an error that names the example and the field. */
export function validateMeta(
  slug: string,
  value: unknown,
  knownTopics: readonly string[],
): ExampleMeta {
  const {error, value: meta} = metaSchema(knownTopics).validate(value, {abortEarly: false});
  if (error) {
    throw new Error(
      `example/${slug}/meta.json is invalid: ${error.details.map((detail) => detail.message).join('; ')}`,
    );
  }
  return meta as ExampleMeta;
}

/** The checks the standalone HTML document must pass. */
export function validateDocument(
  slug: string,
  html: string,
  productId: string,
  {map = true}: {readonly map?: boolean} = {},
): void {
  const problems: string[] = [];
  if (!/<!doctype html>/i.test(html)) {
    problems.push('it must start with <!DOCTYPE html>');
  }
  if (map && !html.includes(`${productId}-gl.js"`)) {
    problems.push(`it must load the library from the CDN (${productId}-gl.js)`);
  }
  if (map && !html.includes(`${productId}-gl.css"`)) {
    problems.push(`it must load the library's CSS (${productId}-gl.css)`);
  }
  if (map && !/<div id="map"/.test(html)) {
    problems.push('it must have a <div id="map">');
  }
  if (!map && html.includes(`${productId}-gl.js"`)) {
    problems.push(`"map": false, yet it loads the library (${productId}-gl.js)`);
  }
  if (!html.includes('YOUR_ACCESS_TOKEN')) {
    problems.push('it must set the access token placeholder YOUR_ACCESS_TOKEN');
  }
  if (problems.length > 0) {
    throw new Error(`example/${slug}/index.html: ${problems.join('; ')}`);
  }
}
