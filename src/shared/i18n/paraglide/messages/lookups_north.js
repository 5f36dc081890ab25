/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_NorthInputs */

const en_lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

const es_lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N`)
};

const en_xa2_lookups_north = /** @type {(inputs: Lookups_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñ ]`)
};

/**
* | output |
* | --- |
* | "N" |
*
* @param {Lookups_NorthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_north = /** @type {((inputs?: Lookups_NorthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_NorthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_north(inputs)
	if (locale === "en-XA") return en_xa2_lookups_north(inputs)
	return en_lookups_north(inputs)
});