/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Free_Time_Grant_In_DaysInputs */

const en_field_word_free_time_grant_in_days = /** @type {(inputs: Field_Word_Free_Time_Grant_In_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

const es_field_word_free_time_grant_in_days = /** @type {(inputs: Field_Word_Free_Time_Grant_In_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

const en_xa2_field_word_free_time_grant_in_days = /** @type {(inputs: Field_Word_Free_Time_Grant_In_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Field_Word_Free_Time_Grant_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_free_time_grant_in_days = /** @type {((inputs?: Field_Word_Free_Time_Grant_In_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Free_Time_Grant_In_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_free_time_grant_in_days(inputs)
	if (locale === "en-XA") return en_xa2_field_word_free_time_grant_in_days(inputs)
	return en_field_word_free_time_grant_in_days(inputs)
});