/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Not_Found_Check_IdInputs */

const en_failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id or code.`)
};

const es_failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el identificador o el código.`)
};

const en_xa2_failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé íð óŕ çóðé. ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id = /** @type {((inputs?: Failure_Not_Found_Check_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Found_Check_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_not_found_check_id(inputs)
	if (locale === "en-XA") return en_xa2_failure_not_found_check_id(inputs)
	return en_failure_not_found_check_id(inputs)
});