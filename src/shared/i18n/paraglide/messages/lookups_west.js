/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_WestInputs */

const en_lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W`)
};

const es_lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O`)
};

const en_xa2_lookups_west = /** @type {(inputs: Lookups_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵ ]`)
};

/**
* | output |
* | --- |
* | "W" |
*
* @param {Lookups_WestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_west = /** @type {((inputs?: Lookups_WestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_WestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_west(inputs)
	if (locale === "en-XA") return en_xa2_lookups_west(inputs)
	return en_lookups_west(inputs)
});