/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rule: NonNullable<unknown> }} Rating_Margin_Note_MinimumInputs */

const en_rating_margin_note_minimum = /** @type {(inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} (minimum)`)
};

const es_rating_margin_note_minimum = /** @type {(inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule} (mínimo)`)
};

const en_xa2_rating_margin_note_minimum = /** @type {(inputs: Rating_Margin_Note_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.rule} (ɱíñíɱúɱ) ·~ ]`)
};

/**
* | output |
* | --- |
* | "{rule} (minimum)" |
*
* @param {Rating_Margin_Note_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_minimum = /** @type {((inputs: Rating_Margin_Note_MinimumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Note_MinimumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_note_minimum(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_note_minimum(inputs)
	return en_rating_margin_note_minimum(inputs)
});