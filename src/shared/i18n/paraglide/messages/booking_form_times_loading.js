/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_Times_LoadingInputs */

const en_booking_form_times_loading = /** @type {(inputs: Booking_Form_Times_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the pickup times the carrier offers…`)
};

const es_booking_form_times_loading = /** @type {(inputs: Booking_Form_Times_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las horas de recogida que ofrece el transportista…`)
};

const en_xa2_booking_form_times_loading = /** @type {(inputs: Booking_Form_Times_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé þíçķúþ ţíɱéš ţĥé çáŕŕíéŕ óƒƒéŕš… ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Loading the pickup times the carrier offers…" |
*
* @param {Booking_Form_Times_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_loading = /** @type {((inputs?: Booking_Form_Times_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_times_loading(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_times_loading(inputs)
	return en_booking_form_times_loading(inputs)
});