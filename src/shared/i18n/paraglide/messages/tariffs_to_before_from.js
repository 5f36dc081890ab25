/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_To_Before_FromInputs */

const en_tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To date must not be before the from date`)
};

const es_tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha final no puede ser anterior a la inicial`)
};

const en_xa2_tariffs_to_before_from = /** @type {(inputs: Tariffs_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ðáţé ɱúšţ ñóţ ƀé ƀéƒóŕé ţĥé ƒŕóɱ ðáţé ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "To date must not be before the from date" |
*
* @param {Tariffs_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_before_from = /** @type {((inputs?: Tariffs_To_Before_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_To_Before_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_to_before_from(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_to_before_from(inputs)
	return en_tariffs_to_before_from(inputs)
});