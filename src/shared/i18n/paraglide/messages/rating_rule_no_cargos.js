/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_No_CargosInputs */

const en_rating_rule_no_cargos = /** @type {(inputs: Rating_Rule_No_CargosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must hold at least one cargo`)
};

const es_rating_rule_no_cargos = /** @type {(inputs: Rating_Rule_No_CargosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se necesita al menos una carga en ${i?.field}`)
};

const en_xa2_rating_rule_no_cargos = /** @type {(inputs: Rating_Rule_No_CargosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ĥóļð áţ ļéášţ óñé çáŕĝó ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{field} must hold at least one cargo" |
*
* @param {Rating_Rule_No_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_no_cargos = /** @type {((inputs: Rating_Rule_No_CargosInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_No_CargosInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_no_cargos(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_no_cargos(inputs)
	return en_rating_rule_no_cargos(inputs)
});