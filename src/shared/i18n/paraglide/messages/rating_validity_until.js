/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Rating_Validity_UntilInputs */

const en_rating_validity_until = /** @type {(inputs: Rating_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.when}`)
};

const es_rating_validity_until = /** @type {(inputs: Rating_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.when}`)
};

const en_xa2_rating_validity_until = /** @type {(inputs: Rating_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñţíļ ${i?.when} ·~]`)
};

/**
* | output |
* | --- |
* | "until {when}" |
*
* @param {Rating_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_until = /** @type {((inputs: Rating_Validity_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_until(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_until(inputs)
	return en_rating_validity_until(inputs)
});