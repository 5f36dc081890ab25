/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Check_ConnectionInputs */

const en_failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your connection and try again.`)
};

const es_failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe su conexión y vuelva a intentarlo.`)
};

const en_xa2_failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ýóúŕ çóññéçţíóñ áñð ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection = /** @type {((inputs?: Failure_Check_ConnectionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Check_ConnectionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_check_connection(inputs)
	if (locale === "en-XA") return en_xa2_failure_check_connection(inputs)
	return en_failure_check_connection(inputs)
});