/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_InternalInputs */

const en_error_title_internal = /** @type {(inputs: Error_Title_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Freight Desk`)
};

const es_error_title_internal = /** @type {(inputs: Error_Title_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló dentro de Freight Desk`)
};

const en_xa2_error_title_internal = /** @type {(inputs: Error_Title_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ íñšíðé Ƒŕéíĝĥţ Ðéšķ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk" |
*
* @param {Error_Title_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_internal = /** @type {((inputs?: Error_Title_InternalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_InternalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_internal(inputs)
	if (locale === "en-XA") return en_xa2_error_title_internal(inputs)
	return en_error_title_internal(inputs)
});