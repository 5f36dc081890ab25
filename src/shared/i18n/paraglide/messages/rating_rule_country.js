/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_CountryInputs */

const en_rating_rule_country = /** @type {(inputs: Rating_Rule_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be an ISO 3166-1 alpha-2 code such as ES`)
};

const es_rating_rule_country = /** @type {(inputs: Rating_Rule_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser un código ISO 3166-1 alfa-2, como ES`)
};

const en_xa2_rating_rule_country = /** @type {(inputs: Rating_Rule_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé áñ ÍŠÓ 3166-1 áļþĥá-2 çóðé šúçĥ áš ÉŠ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} must be an ISO 3166-1 alpha-2 code such as ES" |
*
* @param {Rating_Rule_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_country = /** @type {((inputs: Rating_Rule_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_country(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_country(inputs)
	return en_rating_rule_country(inputs)
});