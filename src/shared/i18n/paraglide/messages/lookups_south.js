/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_SouthInputs */

const en_lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

const es_lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S`)
};

const en_xa2_lookups_south = /** @type {(inputs: Lookups_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Š ]`)
};

/**
* | output |
* | --- |
* | "S" |
*
* @param {Lookups_SouthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_south = /** @type {((inputs?: Lookups_SouthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_SouthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_south(inputs)
	if (locale === "en-XA") return en_xa2_lookups_south(inputs)
	return en_lookups_south(inputs)
});