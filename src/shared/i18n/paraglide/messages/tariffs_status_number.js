/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Status_NumberInputs */

const en_tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status is a number`)
};

const es_tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado es un número`)
};

const en_xa2_tariffs_status_number = /** @type {(inputs: Tariffs_Status_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš íš á ñúɱƀéŕ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Status is a number" |
*
* @param {Tariffs_Status_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_number = /** @type {((inputs?: Tariffs_Status_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Status_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_status_number(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_status_number(inputs)
	return en_tariffs_status_number(inputs)
});