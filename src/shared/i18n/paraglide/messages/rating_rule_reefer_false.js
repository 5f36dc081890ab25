/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, code: NonNullable<unknown> }} Rating_Rule_Reefer_FalseInputs */

const en_rating_rule_reefer_false = /** @type {(inputs: Rating_Rule_Reefer_FalseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be false for ${i?.code} (not a reefer)`)
};

const es_rating_rule_reefer_false = /** @type {(inputs: Rating_Rule_Reefer_FalseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe estar desactivada para ${i?.code} (no es refrigerado)`)
};

const en_xa2_rating_rule_reefer_false = /** @type {(inputs: Rating_Rule_Reefer_FalseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ƒáļšé ƒóŕ ${i?.code} (ñóţ á ŕééƒéŕ) ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} must be false for {code} (not a reefer)" |
*
* @param {Rating_Rule_Reefer_FalseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_reefer_false = /** @type {((inputs: Rating_Rule_Reefer_FalseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Reefer_FalseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_reefer_false(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_reefer_false(inputs)
	return en_rating_rule_reefer_false(inputs)
});