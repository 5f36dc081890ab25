/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Tracking_StatusInputs */

const en_field_word_tracking_status = /** @type {(inputs: Field_Word_Tracking_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking status`)
};

const es_field_word_tracking_status = /** @type {(inputs: Field_Word_Tracking_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado del seguimiento`)
};

const en_xa2_field_word_tracking_status = /** @type {(inputs: Field_Word_Tracking_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ šţáţúš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tracking status" |
*
* @param {Field_Word_Tracking_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_tracking_status = /** @type {((inputs?: Field_Word_Tracking_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Tracking_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_tracking_status(inputs)
	if (locale === "en-XA") return en_xa2_field_word_tracking_status(inputs)
	return en_field_word_tracking_status(inputs)
});