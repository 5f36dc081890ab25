/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_MarginInputs */

const en_tracking_col_margin = /** @type {(inputs: Tracking_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin`)
};

const es_tracking_col_margin = /** @type {(inputs: Tracking_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen`)
};

const en_xa2_tracking_col_margin = /** @type {(inputs: Tracking_Col_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Tracking_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_margin = /** @type {((inputs?: Tracking_Col_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_margin(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_margin(inputs)
	return en_tracking_col_margin(inputs)
});