/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_Required_CmkgInputs */

const en_rating_rule_required_cmkg = /** @type {(inputs: Rating_Rule_Required_CmkgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must not be empty (CmKg)`)
};

const es_rating_rule_required_cmkg = /** @type {(inputs: Rating_Rule_Required_CmkgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta ${i?.field} (CmKg)`)
};

const en_xa2_rating_rule_required_cmkg = /** @type {(inputs: Rating_Rule_Required_CmkgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ñóţ ƀé éɱþţý (ÇɱĶĝ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} must not be empty (CmKg)" |
*
* @param {Rating_Rule_Required_CmkgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_required_cmkg = /** @type {((inputs: Rating_Rule_Required_CmkgInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Required_CmkgInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_required_cmkg(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_required_cmkg(inputs)
	return en_rating_rule_required_cmkg(inputs)
});