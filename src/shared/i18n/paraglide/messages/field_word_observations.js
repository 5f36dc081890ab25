/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_ObservationsInputs */

const en_field_word_observations = /** @type {(inputs: Field_Word_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

const es_field_word_observations = /** @type {(inputs: Field_Word_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observaciones`)
};

const en_xa2_field_word_observations = /** @type {(inputs: Field_Word_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óƀšéŕṽáţíóñš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Observations" |
*
* @param {Field_Word_ObservationsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_observations = /** @type {((inputs?: Field_Word_ObservationsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_ObservationsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_observations(inputs)
	if (locale === "en-XA") return en_xa2_field_word_observations(inputs)
	return en_field_word_observations(inputs)
});