/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_AllInputs */

const en_rating_surcharges_all = /** @type {(inputs: Rating_Surcharges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All surcharges`)
};

const es_rating_surcharges_all = /** @type {(inputs: Rating_Surcharges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recargos`)
};

const en_xa2_rating_surcharges_all = /** @type {(inputs: Rating_Surcharges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ šúŕçĥáŕĝéš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "All surcharges" |
*
* @param {Rating_Surcharges_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_all = /** @type {((inputs?: Rating_Surcharges_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_all(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_all(inputs)
	return en_rating_surcharges_all(inputs)
});