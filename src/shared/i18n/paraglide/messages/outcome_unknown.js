/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */

const en_outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Outcome unknown: ${i?.what}`)
};

const es_outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resultado desconocido: ${i?.what}`)
};

const en_xa2_outcome_unknown = /** @type {(inputs: Outcome_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óúţçóɱé úñķñóŵñ: ${i?.what} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown = /** @type {((inputs: Outcome_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcome_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outcome_unknown(inputs)
	if (locale === "en-XA") return en_xa2_outcome_unknown(inputs)
	return en_outcome_unknown(inputs)
});