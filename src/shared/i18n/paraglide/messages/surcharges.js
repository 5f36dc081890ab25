/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} SurchargesInputs */

const en_surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharges`)
};

const es_surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargos`)
};

const en_xa2_surcharges = /** @type {(inputs: SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Surcharges" |
*
* @param {SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const surcharges = /** @type {((inputs?: SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_surcharges(inputs)
	return en_surcharges(inputs)
});