/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Body_MissingInputs */

const en_failure_body_missing = /** @type {(inputs: Failure_Body_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this operation needs a body`)
};

const es_failure_body_missing = /** @type {(inputs: Failure_Body_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta operación necesita un cuerpo`)
};

const en_xa2_failure_body_missing = /** @type {(inputs: Failure_Body_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš óþéŕáţíóñ ñééðš á ƀóðý ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "this operation needs a body" |
*
* @param {Failure_Body_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_missing = /** @type {((inputs?: Failure_Body_MissingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Body_MissingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_body_missing(inputs)
	if (locale === "en-XA") return en_xa2_failure_body_missing(inputs)
	return en_failure_body_missing(inputs)
});