/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_Not_KnownInputs */

const en_export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not known`)
};

const es_export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconocido`)
};

const en_xa2_export_not_known = /** @type {(inputs: Export_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ķñóŵñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "not known" |
*
* @param {Export_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_not_known = /** @type {((inputs?: Export_Not_KnownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Not_KnownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_not_known(inputs)
	if (locale === "en-XA") return en_xa2_export_not_known(inputs)
	return en_export_not_known(inputs)
});