/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_To_DateInputs */

const en_tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To date`)
};

const es_tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha final`)
};

const en_xa2_tariffs_to_date = /** @type {(inputs: Tariffs_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ðáţé ·~]`)
};

/**
* | output |
* | --- |
* | "To date" |
*
* @param {Tariffs_To_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_date = /** @type {((inputs?: Tariffs_To_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_To_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_to_date(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_to_date(inputs)
	return en_tariffs_to_date(inputs)
});