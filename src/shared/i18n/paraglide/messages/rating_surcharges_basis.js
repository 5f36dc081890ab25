/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Surcharges_BasisInputs */

const en_rating_surcharges_basis = /** @type {(inputs: Rating_Surcharges_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basis`)
};

const es_rating_surcharges_basis = /** @type {(inputs: Rating_Surcharges_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base`)
};

const en_xa2_rating_surcharges_basis = /** @type {(inputs: Rating_Surcharges_BasisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášíš ·]`)
};

/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Rating_Surcharges_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_basis = /** @type {((inputs?: Rating_Surcharges_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Surcharges_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharges_basis(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharges_basis(inputs)
	return en_rating_surcharges_basis(inputs)
});