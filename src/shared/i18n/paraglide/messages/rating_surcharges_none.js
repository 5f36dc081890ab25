/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_NoneInputs */

const en_rating_surcharges_none = /** @type {(inputs: Rating_Surcharges_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rate lists no surcharges.`)
};

const es_rating_surcharges_none = /** @type {(inputs: Rating_Surcharges_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarifa no incluye recargos.`)
};

const en_xa2_rating_surcharges_none = /** @type {(inputs: Rating_Surcharges_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţé ļíšţš ñó šúŕçĥáŕĝéš. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The rate lists no surcharges." |
*
* @param {Rating_Surcharges_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_none = /** @type {((inputs?: Rating_Surcharges_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_none(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_none(inputs)
	return en_rating_surcharges_none(inputs)
});