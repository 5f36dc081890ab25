/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Col_TransitInputs */

const en_rating_col_transit = /** @type {(inputs: Rating_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

const es_rating_col_transit = /** @type {(inputs: Rating_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

const en_xa2_rating_col_transit = /** @type {(inputs: Rating_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Rating_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_transit = /** @type {((inputs?: Rating_Col_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_col_transit(inputs)
	if (locale === "en-XA") return en_xa2_rating_col_transit(inputs)
	return en_rating_col_transit(inputs)
});