/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_To_Date_HintInputs */

const en_tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty means no end date.`)
};

const es_tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vacía: sin fecha final.`)
};

const en_xa2_tariffs_to_date_hint = /** @type {(inputs: Tariffs_To_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱþţý ɱéáñš ñó éñð ðáţé. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Empty means no end date." |
*
* @param {Tariffs_To_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_date_hint = /** @type {((inputs?: Tariffs_To_Date_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_To_Date_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_to_date_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_to_date_hint(inputs)
	return en_tariffs_to_date_hint(inputs)
});