/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Body_Not_TakenInputs */

const en_failure_body_not_taken = /** @type {(inputs: Failure_Body_Not_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this operation takes no request body`)
};

const es_failure_body_not_taken = /** @type {(inputs: Failure_Body_Not_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta operación no lleva cuerpo`)
};

const en_xa2_failure_body_not_taken = /** @type {(inputs: Failure_Body_Not_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš óþéŕáţíóñ ţáķéš ñó ŕéǫúéšţ ƀóðý ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "this operation takes no request body" |
*
* @param {Failure_Body_Not_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_not_taken = /** @type {((inputs?: Failure_Body_Not_TakenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Body_Not_TakenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_body_not_taken(inputs)
	if (locale === "en-XA") return en_xa2_failure_body_not_taken(inputs)
	return en_failure_body_not_taken(inputs)
});