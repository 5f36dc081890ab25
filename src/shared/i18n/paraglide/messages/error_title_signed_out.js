/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Signed_OutInputs */

const en_error_title_signed_out = /** @type {(inputs: Error_Title_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out`)
};

const es_error_title_signed_out = /** @type {(inputs: Error_Title_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

const en_xa2_error_title_signed_out = /** @type {(inputs: Error_Title_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñéð óúţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Error_Title_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_signed_out = /** @type {((inputs?: Error_Title_Signed_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Signed_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_signed_out(inputs)
	if (locale === "en-XA") return en_xa2_error_title_signed_out(inputs)
	return en_error_title_signed_out(inputs)
});