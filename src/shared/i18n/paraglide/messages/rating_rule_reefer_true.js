/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, code: NonNullable<unknown> }} Rating_Rule_Reefer_TrueInputs */

const en_rating_rule_reefer_true = /** @type {(inputs: Rating_Rule_Reefer_TrueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be true for ${i?.code}`)
};

const es_rating_rule_reefer_true = /** @type {(inputs: Rating_Rule_Reefer_TrueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe estar activada para ${i?.code}`)
};

const en_xa2_rating_rule_reefer_true = /** @type {(inputs: Rating_Rule_Reefer_TrueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ţŕúé ƒóŕ ${i?.code} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} must be true for {code}" |
*
* @param {Rating_Rule_Reefer_TrueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_reefer_true = /** @type {((inputs: Rating_Rule_Reefer_TrueInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Reefer_TrueInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_reefer_true(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_reefer_true(inputs)
	return en_rating_rule_reefer_true(inputs)
});