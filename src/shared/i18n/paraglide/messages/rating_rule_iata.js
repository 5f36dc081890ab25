/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_IataInputs */

const en_rating_rule_iata = /** @type {(inputs: Rating_Rule_IataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a 3-letter IATA airport code`)
};

const es_rating_rule_iata = /** @type {(inputs: Rating_Rule_IataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser un código IATA de aeropuerto de 3 letras`)
};

const en_xa2_rating_rule_iata = /** @type {(inputs: Rating_Rule_IataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé á 3-ļéţţéŕ ÍÁŢÁ áíŕþóŕţ çóðé ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{field} must be a 3-letter IATA airport code" |
*
* @param {Rating_Rule_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_iata = /** @type {((inputs: Rating_Rule_IataInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_IataInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_iata(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_iata(inputs)
	return en_rating_rule_iata(inputs)
});