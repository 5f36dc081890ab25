/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_ServerInputs */

const en_error_title_server = /** @type {(inputs: Error_Title_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service had a problem`)
};

const es_error_title_server = /** @type {(inputs: Error_Title_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte tuvo un problema`)
};

const en_xa2_error_title_server = /** @type {(inputs: Error_Title_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ĥáð á þŕóƀļéɱ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The freight service had a problem" |
*
* @param {Error_Title_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_server = /** @type {((inputs?: Error_Title_ServerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_ServerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_server(inputs)
	if (locale === "en-XA") return en_xa2_error_title_server(inputs)
	return en_error_title_server(inputs)
});