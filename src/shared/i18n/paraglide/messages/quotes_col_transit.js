/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Col_TransitInputs */

const en_quotes_col_transit = /** @type {(inputs: Quotes_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

const es_quotes_col_transit = /** @type {(inputs: Quotes_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

const en_xa2_quotes_col_transit = /** @type {(inputs: Quotes_Col_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Quotes_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_transit = /** @type {((inputs?: Quotes_Col_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_col_transit(inputs)
	if (locale === "en-XA") return en_xa2_quotes_col_transit(inputs)
	return en_quotes_col_transit(inputs)
});