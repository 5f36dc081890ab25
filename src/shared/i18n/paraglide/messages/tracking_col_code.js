/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_CodeInputs */

const en_tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const en_xa2_tracking_col_code = /** @type {(inputs: Tracking_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Tracking_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_code = /** @type {((inputs?: Tracking_Col_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_code(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_code(inputs)
	return en_tracking_col_code(inputs)
});