/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_OriginInputs */

const en_export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

const es_export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

const en_xa2_export_origin = /** @type {(inputs: Export_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Export_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_origin = /** @type {((inputs?: Export_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_origin(inputs)
	if (locale === "en-XA") return en_xa2_export_origin(inputs)
	return en_export_origin(inputs)
});