/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_EastInputs */

const en_lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E`)
};

const es_lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E`)
};

const en_xa2_lookups_east = /** @type {(inputs: Lookups_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[É ]`)
};

/**
* | output |
* | --- |
* | "E" |
*
* @param {Lookups_EastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_east = /** @type {((inputs?: Lookups_EastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_EastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_east(inputs)
	if (locale === "en-XA") return en_xa2_lookups_east(inputs)
	return en_lookups_east(inputs)
});