/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_RefusedInputs */

const en_error_title_refused = /** @type {(inputs: Error_Title_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service declined the request`)
};

const es_error_title_refused = /** @type {(inputs: Error_Title_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó la petición`)
};

const en_xa2_error_title_refused = /** @type {(inputs: Error_Title_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðéçļíñéð ţĥé ŕéǫúéšţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The freight service declined the request" |
*
* @param {Error_Title_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_refused = /** @type {((inputs?: Error_Title_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_refused(inputs)
	if (locale === "en-XA") return en_xa2_error_title_refused(inputs)
	return en_error_title_refused(inputs)
});