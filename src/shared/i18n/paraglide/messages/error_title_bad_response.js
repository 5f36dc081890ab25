/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Bad_ResponseInputs */

const en_error_title_bad_response = /** @type {(inputs: Error_Title_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service sent an answer Freight Desk cannot read`)
};

const es_error_title_bad_response = /** @type {(inputs: Error_Title_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta que Freight Desk no puede leer`)
};

const en_xa2_error_title_bad_response = /** @type {(inputs: Error_Title_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ áñ áñšŵéŕ Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáð ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service sent an answer Freight Desk cannot read" |
*
* @param {Error_Title_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_bad_response = /** @type {((inputs?: Error_Title_Bad_ResponseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Bad_ResponseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_bad_response(inputs)
	if (locale === "en-XA") return en_xa2_error_title_bad_response(inputs)
	return en_error_title_bad_response(inputs)
});