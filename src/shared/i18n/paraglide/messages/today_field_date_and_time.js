/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Field_Date_And_TimeInputs */

const en_today_field_date_and_time = /** @type {(inputs: Today_Field_Date_And_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a date and a time (hours and minutes)`)
};

const es_today_field_date_and_time = /** @type {(inputs: Today_Field_Date_And_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una fecha y una hora (horas y minutos)`)
};

const en_xa2_today_field_date_and_time = /** @type {(inputs: Today_Field_Date_And_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ðáţé áñð á ţíɱé (ĥóúŕš áñð ɱíñúţéš) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Enter a date and a time (hours and minutes)" |
*
* @param {Today_Field_Date_And_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_field_date_and_time = /** @type {((inputs?: Today_Field_Date_And_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Field_Date_And_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_field_date_and_time(inputs)
	if (locale === "en-XA") return en_xa2_today_field_date_and_time(inputs)
	return en_today_field_date_and_time(inputs)
});