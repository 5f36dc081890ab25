/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Rating_Rule_BetweenInputs */

const en_rating_rule_between = /** @type {(inputs: Rating_Rule_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be between ${i?.min} and ${i?.max}`)
};

const es_rating_rule_between = /** @type {(inputs: Rating_Rule_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe estar entre ${i?.min} y ${i?.max}`)
};

const en_xa2_rating_rule_between = /** @type {(inputs: Rating_Rule_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ƀéţŵééñ ${i?.min} áñð ${i?.max} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{field} must be between {min} and {max}" |
*
* @param {Rating_Rule_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_between = /** @type {((inputs: Rating_Rule_BetweenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_BetweenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_between(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_between(inputs)
	return en_rating_rule_between(inputs)
});