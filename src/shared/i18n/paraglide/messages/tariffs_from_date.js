/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_From_DateInputs */

const en_tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date`)
};

const es_tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha inicial`)
};

const en_xa2_tariffs_from_date = /** @type {(inputs: Tariffs_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ðáţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "From date" |
*
* @param {Tariffs_From_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_from_date = /** @type {((inputs?: Tariffs_From_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_From_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_from_date(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_from_date(inputs)
	return en_tariffs_from_date(inputs)
});