/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_Un_LocodeInputs */

const en_rating_rule_un_locode = /** @type {(inputs: Rating_Rule_Un_LocodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a UN/LOCODE such as ESBCN`)
};

const es_rating_rule_un_locode = /** @type {(inputs: Rating_Rule_Un_LocodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser un UN/LOCODE, como ESBCN`)
};

const en_xa2_rating_rule_un_locode = /** @type {(inputs: Rating_Rule_Un_LocodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé á ÚÑ/ĻÓÇÓÐÉ šúçĥ áš ÉŠƁÇÑ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} must be a UN/LOCODE such as ESBCN" |
*
* @param {Rating_Rule_Un_LocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_un_locode = /** @type {((inputs: Rating_Rule_Un_LocodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Un_LocodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_un_locode(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_un_locode(inputs)
	return en_rating_rule_un_locode(inputs)
});