/**
 * Option schemas for the site's plugins, checked by Docusaurus through each
 * plugin's `validateOptions` before the plugin runs: a bad option fails the
 * build naming the plugin and the option (`The search plugin's options:
 * "tokens.productId" is required`), not somewhere later.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

const VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** `%product%`, `%PRODUCT%` and `%VERSION%`: what the plugins replace in content. */
export const TOKENS_SCHEMA = Joi.object({
  productId: Joi.string()
    .pattern(/^[a-z][a-z0-9-]*$/)
    .required(),
  productName: Joi.string().min(1).required(),
  libraryVersion: Joi.string().pattern(VERSION).required(),
}).required();

const HOSTS = Joi.object({docs: Joi.string().uri().required()}).unknown();

/** The site's settings (src/config/settings.ts): the parts the plugins read, the rest let through. */
export const SETTINGS_SCHEMA = Joi.object({
  productId: Joi.string()
    .pattern(/^[a-z][a-z0-9-]*$/)
    .required(),
  productName: Joi.string().min(1).required(),
  libraryVersion: Joi.string().pattern(VERSION).required(),
  hosts: Joi.object({production: HOSTS.required(), development: HOSTS.required()})
    .unknown()
    .required(),
})
  .unknown()
  .required();

/** A path under the base URL, `/mapbox-gl-js/`. */
export const BASE_URL_SCHEMA = Joi.string()
  .pattern(/^\/(?:[\w.-]+\/)*$/)
  .required();

/** A plugin's `validateOptions`: its options checked against `keys`, errors naming the plugin. */
export function optionsValidator<Options>(
  plugin: string,
  keys: Record<string, Joi.Schema>,
): (context: OptionValidationContext<unknown, Options>) => Options {
  const schema = Joi.object<Options>(keys);
  return ({options, validate}) => {
    try {
      return validate(schema, options);
    } catch (error) {
      throw new Error(`The ${plugin} plugin's options: ${(error as Error).message}`);
    }
  };
}
