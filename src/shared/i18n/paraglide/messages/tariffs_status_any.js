/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Status_AnyInputs */

const en_tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any status`)
};

const es_tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier estado`)
};

const en_xa2_tariffs_status_any = /** @type {(inputs: Tariffs_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñý šţáţúš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Tariffs_Status_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_any = /** @type {((inputs?: Tariffs_Status_AnyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Status_AnyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_status_any(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_status_any(inputs)
	return en_tariffs_status_any(inputs)
});