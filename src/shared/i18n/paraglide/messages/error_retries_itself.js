/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Retries_ItselfInputs */

const en_error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk tries again on its own in a few seconds.`)
};

const es_error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk lo volverá a intentar por su cuenta en unos segundos.`)
};

const en_xa2_error_retries_itself = /** @type {(inputs: Error_Retries_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ţŕíéš áĝáíñ óñ íţš óŵñ íñ á ƒéŵ šéçóñðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself = /** @type {((inputs?: Error_Retries_ItselfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Retries_ItselfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_retries_itself(inputs)
	if (locale === "en-XA") return en_xa2_error_retries_itself(inputs)
	return en_error_retries_itself(inputs)
});