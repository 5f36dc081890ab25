/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_UnknownInputs */

const en_error_title_unknown = /** @type {(inputs: Error_Title_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const es_error_title_unknown = /** @type {(inputs: Error_Title_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló`)
};

const en_xa2_error_title_unknown = /** @type {(inputs: Error_Title_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Title_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_unknown = /** @type {((inputs?: Error_Title_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_unknown(inputs)
	if (locale === "en-XA") return en_xa2_error_title_unknown(inputs)
	return en_error_title_unknown(inputs)
});