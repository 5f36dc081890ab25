/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Ports_PlaceholderInputs */

const en_lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Barcelona, Rotterdam, Shanghai`)
};

const es_lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Barcelona, Rotterdam, Shanghái`)
};

const en_xa2_lookups_ports_placeholder = /** @type {(inputs: Lookups_Ports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Ɓáŕçéļóñá, Ŕóţţéŕðáɱ, Šĥáñĝĥáí ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. Barcelona, Rotterdam, Shanghai" |
*
* @param {Lookups_Ports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_placeholder = /** @type {((inputs?: Lookups_Ports_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_placeholder(inputs)
	return en_lookups_ports_placeholder(inputs)
});